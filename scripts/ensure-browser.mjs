// Makes sure the end-to-end suite has a Chromium: Debian's where present or installable with
// apt-get (the full browser for the scripts, and its headless shell, which the suite drives for a
// third less CPU a page), else Playwright's own; otherwise it says what to do and fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightChromium, systemChromium } from './chromium.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const missing = [...(systemChromium() ? [] : ['chromium']), ...(existsSync(SHELL) ? [] : ['chromium-headless-shell'])];
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
// The shell only saves time: without it the suite drives the full browser.
if (systemChromium() || playwrightChromium()) process.exit(0);

console.error(`
No Chromium for the end-to-end tests.
  Debian/Ubuntu:  sudo apt-get install chromium chromium-headless-shell
  elsewhere:      npx playwright install chromium
  or set CHROMIUM_PATH to any Chromium or Chrome binary.
`);
process.exit(1);
