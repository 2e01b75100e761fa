// Makes sure the end-to-end suite has a Chromium: a system one (Debian's) where
// present or installable with apt-get, else Playwright's own; otherwise it says
// what to do and fails.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { playwrightChromium, systemChromium } from './chromium.mjs';

if (systemChromium()) process.exit(0);

const canApt = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canApt) {
  console.log('ensure-browser: installing Debian chromium with apt-get…');
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  } catch {
    console.log('ensure-browser: apt-get could not install chromium.');
  }
  if (systemChromium()) process.exit(0);
}

if (playwrightChromium()) process.exit(0);

console.error(`
No Chromium for the end-to-end tests.
  Debian/Ubuntu:  sudo apt-get install chromium      (the suite uses /usr/bin/chromium)
  elsewhere:      npx playwright install chromium
  or set CHROMIUM_PATH to any Chromium or Chrome binary.
`);
process.exit(1);
