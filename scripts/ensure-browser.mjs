// Makes sure the end-to-end suite has a Chromium: Debian's where present or installable with
// apt-get (the full browser for the scripts, and its headless shell, which the suite drives for a
// third less CPU a page), else Playwright's own; otherwise it says what to do and fails. With it,
// Debian's ffmpeg where missing: the sticker tests read the WebM with ffprobe and decode its
// transparency with ffmpeg, as the platforms' own checks do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightChromium, systemChromium } from './chromium.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const hasFfmpeg = ['/usr/bin/ffprobe', '/usr/local/bin/ffprobe'].some(existsSync);
const missing = [...(systemChromium() ? [] : ['chromium']), ...(existsSync(SHELL) ? [] : ['chromium-headless-shell']), ...(hasFfmpeg ? [] : ['ffmpeg'])];
if (missing.length === 0) process.exit(0);

const canApt = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canApt) {
  console.log(`ensure-browser: installing Debian ${missing.join(' and ')} with apt-get…`);
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  } catch {
    console.log(`ensure-browser: apt-get could not install ${missing.join(' and ')}.`);
  }
}
if (!['/usr/bin/ffprobe', '/usr/local/bin/ffprobe'].some(existsSync)) console.log('ensure-browser: no ffprobe: the sticker tests will fail (apt-get install ffmpeg).');
// The shell only saves time: without it the suite drives the full browser.
if (systemChromium() || playwrightChromium()) process.exit(0);

console.error(`
No Chromium for the end-to-end tests.
  Debian/Ubuntu:  sudo apt-get install chromium chromium-headless-shell
  elsewhere:      npx playwright install chromium
  or set CHROMIUM_PATH to any Chromium or Chrome binary.
`);
process.exit(1);
