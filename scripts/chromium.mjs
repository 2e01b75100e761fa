// Where the suite and the scripts find Chromium, in one place (plain JS so Node scripts can use it too).
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Flags for Debian's Chromium on machines with no GPU and a closed network: no sandbox (root in a
 * container), no GPU process, no background requests that would be refused, and SwiftShader allowed
 * so WebGL runs in software.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

const has = (p) => Boolean(p) && existsSync(p);

/** Debian's (or any system) Chromium: $CHROMIUM_PATH first. */
export function systemChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(has);
}

/** Playwright's own download, if `npx playwright install chromium` was run. */
export function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return has(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The browser to drive, or undefined when none is installed. */
export function findChromium() {
  return systemChromium() ?? playwrightChromium();
}

/**
 * The browser the suite drives: Debian's headless shell where installed (package
 * chromium-headless-shell). It is the same Blink, V8 and SwiftShader as the full browser without
 * the browser's own windowing and UI, and takes about a third less CPU a page: on a 2-core machine
 * that is minutes of the suite. $CHROMIUM_PATH still wins; without the shell, the full browser.
 * Scripts that measure what a visitor gets (bench, soak, posters) keep the full browser.
 */
export function testChromium() {
  if (has(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium-headless-shell'].find(has) ?? findChromium();
}

/** The browser for a script (`tool` names it in the message), or exit with what to install. */
export function requireChromium(tool) {
  const path = findChromium();
  if (!path) {
    console.error(`${tool}: no Chromium found (install Debian's chromium or run \`npx playwright install chromium\`).`);
    process.exit(1);
  }
  return path;
}
