// "See the Chancellor in your room", for `npm run bench` (as `room`), or alone:
//   node scripts/room-bench.mjs [dist]    (ROOM_RUNS rounds, 3 by default)
// Each round opens /memes?mode=lite in a fresh page (lite: the viewer is the only renderer; reduced
// motion: it draws once and holds still), presses the button and reads how long, after the press,
// the dialog took to show and model-viewer to report the model loaded; at 1440×900 and at 390×844
// with the CPU slowed 4× (a phone). Medians, with the bytes the press fetched (as sent, gzip where the
// host gzips them) and the files' own sizes.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : Math.round(sorted[Math.floor(sorted.length / 2)]);
};

const SIZES = [
  { name: '1440x900', viewport: { width: 1440, height: 900 }, cpu: 1 },
  { name: '390x844 cpu 4x', viewport: { width: 390, height: 844 }, cpu: 4 },
];

/** One round: a fresh page, the press, and the times to the dialog and to the model loaded, with the bytes fetched. */
async function round(browser, url, { viewport, cpu }) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${url}/memes?mode=lite`);
  await page.locator('html[data-motion]').waitFor({ state: 'attached' });
  if (cpu > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  let bytes = 0;
  const sized = [];
  page.on('requestfinished', (request) => {
    if (/\/assets\/(RoomView|chancellor-room)-/.test(request.url())) sized.push(request.sizes().then((s) => (bytes += s.responseBodySize)));
  });
  await page.evaluate(() => {
    window.__room = {};
    new MutationObserver(() => {
      const viewer = document.querySelector('model-viewer');
      if (document.querySelector('dialog[open]') && !window.__room.dialog) window.__room.dialog = performance.now();
      if (viewer && !window.__room.listening) {
        window.__room.listening = true;
        viewer.addEventListener('load', () => (window.__room.loaded = performance.now()), { once: true });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
  const pressed = await page.evaluate(() => {
    const at = performance.now();
    [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('in your room'))?.click();
    return at;
  });
  await page.waitForFunction(() => window.__room.loaded, null, { timeout: 120_000 });
  const times = await page.evaluate(() => window.__room);
  await Promise.all(sized);
  await context.close();
  return { dialogMs: times.dialog - pressed, loadedMs: times.loaded - pressed, bytes };
}

/** The room's files in a build: the view's chunk and the two AR files, their sizes on disk. */
function files(dist) {
  const sizes = {};
  for (const file of readdirSync(join(dist, 'assets'))) {
    const kind = /^RoomView-.+\.js$/.test(file) ? 'viewJs' : /^chancellor-room-.+\.glb$/.test(file) ? 'arGlb' : file.endsWith('.usdz') ? 'usdz' : null;
    if (kind) sizes[kind] = statSync(join(dist, 'assets', file)).size;
  }
  return sizes;
}

export async function roomReport(browser, url, dist, { rounds = 3, log = () => {} } = {}) {
  const report = { files: files(dist) };
  for (const size of SIZES) {
    const samples = [];
    for (let r = 0; r < rounds; r++) {
      samples.push(await round(browser, url, size));
      log(`room ${size.name} round ${r + 1}: ${JSON.stringify(samples.at(-1))}`);
    }
    report[size.name] = { dialogMs: median(samples.map((s) => s.dialogMs)), loadedMs: median(samples.map((s) => s.loadedMs)), bytesSent: samples[0].bytes };
  }
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dist = process.argv[2] ?? 'dist';
  const server = await serveDist(4197, dist);
  const browser = await chromium.launch({ executablePath: requireChromium('room'), args: chromiumArgs });
  try {
    console.log(JSON.stringify(await roomReport(browser, server.url, dist, { rounds: Number(process.env.ROOM_RUNS ?? 3), log: console.error })));
  } finally {
    await browser.close();
    await server.close();
  }
}
