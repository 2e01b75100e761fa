// `npm run bench`: figures to compare changes by, printed as one JSON line.
// Not a test: frame times depend on the machine (SwiftShader on CPU-only hosts).
//   firstLoadJsGzip    bytes of JS a first visit downloads (what the page's boot starts), gzip -9
//   sceneChunkGzip     the lazy scene: its page side and its worker (three.js); motionChunkGzip the GSAP chunks (core, ScrollTrigger, director)
//   sections           per act of the home page (hero, about, tokenomics, reading, roadmap, cabinet):
//                      renderer.info draw calls and triangles of one frame, and the mean frame
//                      interval (ms) and fps over BENCH_SECONDS with the act at the reading line;
//                      sectionsWithoutPost the same with the finish left out (?post=off: no bloom, tone
//                      mapping, vignette or dithering), to see what it costs
//   companion          at 390×844 and 1440×900: the share of scroll positions, half a viewport apart from
//                      the top to the end of the cabinet, where the canvas draws on at least 3 % of the
//                      screen (frozen frames; a pixel counts where hiding the canvas changes it)
//   swim               at 390×844 and 1440×900, on the live frame loop during a scripted scroll of 2,000 px/s:
//                      per frame, how far the Chancellor's drawn place strays from his anchor's (px; median,
//                      max), beside how far the page scrolled between the input a frame was drawn for and its
//                      display, which is what a figure drawn in step with a scrolling element would trail by
//   firstPaint         at 390×844 (slow 4G, 4× CPU) and 1440×900 (a fast line), applied through DevTools,
//                      medians of FP_RUNS (3) loads of / beside the calibration page, alternating: which
//                      element is the largest paint and when, the first paint, when the companion's poster
//                      was on screen, the blocking time and the long tasks over 50 ms (each named by the
//                      script that ran longest in it); see scripts/first-paint.mjs
//   lighthouse         Lighthouse 12 on the phone preset (at 390×844; LH_DESKTOP=1 adds the desktop one at
//                      1440×900, no goal: its ratio sits inside this machine's noise), LH_RUNS (5) interleaved
//                      rounds, each running once /, /?mode=full (reduced motion forced: software WebGL never
//                      idles otherwise), /community, /memes, /stage (reduced motion) and a plain calibration
//                      page; medians over the rounds; lcpRatio = the median of each round's LCP / that round's
//                      calibration LCP; the largest paint's element and the long tasks of the run with the
//                      median TBT
//   firstPaintGoal     the phone figures against the goal (every page: LCP ≤ 1.1× the calibration's, TBT ≤ 30 ms),
//                      also printed as a table on stderr
//   clips              on /memes: seconds from "Make the clip" to "Ready" and the file's size per mode, shape
//                      and format, and the heaps over clips in a row and after a Cancel; see scripts/clip-bench.mjs
//   startup            medians of 5 fresh loads: the scene's first frame, and the model's fetch and decode (startup-bench.mjs)
//   room               /memes's room view: ms from the press to the dialog and to the model loaded (room-bench.mjs)
//   stickers           on /memes, lite and full: seconds from "Make the sticker" to "Ready", the file's bytes and
//                      the steps it was made smaller by, per platform and for the WhatsApp pack (sticker-bench.mjs)
// Options (env): BENCH_SECONDS (default 5), FP_RUNS (3), BENCH_WIDTH × BENCH_HEIGHT (1440×900), CHROMIUM_ARGS (extra flags),
// LH_RUNS (5), LH_DESKTOP=1, BENCH_LIGHTHOUSE=0 to skip Lighthouse (several minutes) or =only for it alone, BENCH_CLIPS=0
// to skip the clips (several minutes too) or =only for them alone, BENCH_STICKERS=0 or =only likewise, BENCH_DIST (dist): the build to measure, BENCH_PORT (4191).
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';
import { firstLoadScripts, gzipBytes, lazyChunks } from './bundle.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { firstPaintReport } from './first-paint.mjs';
import { clipReport } from './clip-bench.mjs';
import { startupReport } from './startup-bench.mjs';
import { roomReport } from './room-bench.mjs';
import { stickerReport } from './sticker-bench.mjs';
const DIST = process.env.BENCH_DIST ?? 'dist';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const viewport = { width: Number(process.env.BENCH_WIDTH ?? 1440), height: Number(process.env.BENCH_HEIGHT ?? 900) };
const extraArgs = (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);
const clips = process.env.BENCH_CLIPS ?? '1';
const stickers = process.env.BENCH_STICKERS ?? '1';
const log = (line) => console.error(line);
const sum = (files) => files.reduce((n, f) => n + gzipBytes(DIST, f), 0);
const result = {
  firstLoadJsGzip: sum(firstLoadScripts(DIST)),
  sceneChunkGzip: sum(['SceneCanvas', 'sceneWorker'].flatMap((name) => lazyChunks(DIST, name))),
  motionChunkGzip: sum(['gsap', 'ScrollTrigger', 'MotionDirector'].flatMap((name) => lazyChunks(DIST, name))),
};

const executablePath = requireChromium('bench');
const server = await serveDist(Number(process.env.BENCH_PORT ?? 4191), DIST);

/** Lighthouse's figures and the phone preset's against the first-paint goal (a table on stderr too). */
const lighthouseFigures = async () =>
  Object.assign(result, await benchLighthouse({ baseUrl: server.url, runs: Number(process.env.LH_RUNS ?? 5), desktop: process.env.LH_DESKTOP === '1', executablePath, log }));

const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, ...extraArgs] });
// One part alone (=only): Lighthouse, the clips or the stickers.
if ([process.env.BENCH_LIGHTHOUSE, clips, stickers].includes('only')) {
  try {
    if (process.env.BENCH_LIGHTHOUSE === 'only') await lighthouseFigures();
    if (clips === 'only') result.clips = await clipReport(browser, server.url, { viewport, log });
    if (stickers === 'only') result.stickers = await stickerReport(browser, server.url, { viewport, log });
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(JSON.stringify(result));
  process.exit(0);
}
try {
  result.viewport = `${viewport.width}x${viewport.height}`;
  for (const [key, query] of [
    ['sections', ''],
    ['sectionsWithoutPost', '&post=off'],
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}/?mode=full&debug${query}`);
    await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
    result.renderer ??= await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'unknown';
    });
    result[key] = {};
    for (const act of ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet']) {
      result[key][act] = await measure(page, act);
    }
    await page.close();
  }
  result.companion = {};
  result.swim = {};
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    result.companion[`${size.width}x${size.height}`] = await coverage(browser, size);
    result.swim[`${size.width}x${size.height}`] = await swim(browser, size);
  }
  result.firstPaint = await firstPaintReport(browser, [{ name: '/', url: `${server.url}/` }], { runs: Number(process.env.FP_RUNS ?? 3), log });
  [result.startup] = await startupReport(browser, [server.url], { log });
  result.room = await roomReport(browser, server.url, DIST, { log });
  if (clips !== '0') result.clips = await clipReport(browser, server.url, { viewport, log });
  if (stickers !== '0') result.stickers = await stickerReport(browser, server.url, { viewport, log });
  await browser.close();
  if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseFigures();
} finally {
  await browser.close();
  await server.close();
}
console.log(JSON.stringify(result));

/** Brings act `id` to the reading line (a little above 60 % down), lets it warm up for a second, then counts frames for `seconds`. */
async function measure(page, id) {
  await page.evaluate((act) => {
    const el = document.querySelector(`[data-act="${act}"]`);
    const top = act === 'hero' ? 0 : window.scrollY + el.getBoundingClientRect().top - window.innerHeight * 0.3;
    window.scrollTo({ top, behavior: 'instant' });
  }, id);
  await page.waitForTimeout(1000);
  const read = () => page.evaluate(() => ({ now: performance.now(), ...window.__chipcScene?.stats }));
  const a = await read();
  await page.waitForTimeout(seconds * 1000);
  const b = await read();
  const frames = b.frames - a.frames;
  const frameMs = frames > 0 ? (b.now - a.now) / frames : null;
  return {
    calls: b.calls,
    triangles: b.triangles,
    frameMs: frameMs && Number(frameMs.toFixed(1)),
    fps: frameMs && Number((1000 / frameMs).toFixed(1)),
  };
}

/** Share of the viewport's pixels that change when the canvas is hidden. */
async function drawnShare(page) {
  const shot = async () => (await page.screenshot()).toString('base64');
  const withCanvas = await shot();
  await page.locator('.scene-canvas').evaluate((el) => (el.style.visibility = 'hidden'));
  const without = await shot();
  await page.locator('.scene-canvas').evaluate((el) => (el.style.visibility = ''));
  return page.evaluate(
    async ([a, b]) => {
      const read = async (b64) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = [await read(a), await read(b)];
      let differing = 0;
      for (let i = 0; i < p.length; i += 4) if (Math.abs(p[i] - q[i]) + Math.abs(p[i + 1] - q[i + 1]) + Math.abs(p[i + 2] - q[i + 2]) > 24) differing++;
      return differing / (p.length / 4);
    },
    [withCanvas, without],
  );
}

/** Frozen frames from the top to the end of the cabinet, half a viewport apart: where the canvas draws on ≥ 3 % of the screen. */
async function coverage(browser, size) {
  const page = await browser.newPage({ viewport: size });
  await page.goto(`${server.url}/?mode=full&debug=frozen`);
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  await page.locator('html[data-motion]').waitFor({ timeout: 30_000 });
  await page.evaluate(() => (document.documentElement.dataset.laidOut = ''));
  const end = await page.evaluate(() => {
    const cabinet = document.querySelector('[data-act="cabinet"]') ?? document.getElementById('cabinet');
    return cabinet.getBoundingClientRect().bottom + window.scrollY - window.innerHeight * 0.6;
  });
  const shares = [];
  for (let y = 0; y < end; y += size.height / 2) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(300); // the reading line's report, the scrubbed timelines
    await page.evaluate(() => window.__chipcScene.frame());
    shares.push(await drawnShare(page));
  }
  await page.close();
  const shown = shares.filter((share) => share >= 0.03).length;
  return { positions: shares.length, atLeast3Percent: Number((shown / shares.length).toFixed(2)), medianShare: Number(median(shares).toFixed(3)) };
}

/** The live loop during a 2,000 px/s scroll through the page's middle: see `swim` in the header. */
async function swim(browser, size) {
  const page = await browser.newPage({ viewport: size });
  await page.goto(`${server.url}/?mode=full&debug`);
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  await page.locator('html[data-motion]').waitFor({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo({ top: document.getElementById('about').getBoundingClientRect().top + window.scrollY, behavior: 'instant' }));
  await page.waitForTimeout(2000);
  const samples = await page.evaluate(
    (speed) =>
      new Promise((resolve) => {
        const anchor = () => (document.querySelector('[data-slot="companion"]') ?? document.querySelector('[data-slot]')).getBoundingClientRect();
        const out = [];
        const y0 = window.scrollY;
        let seen = window.__chipcScene.stats?.frames ?? 0;
        let start = null;
        const step = (now) => {
          start ??= now;
          const t = (now - start) / 1000;
          const s = window.__chipcScene.stats;
          const c = window.__chipcScene.chancellor?.();
          // A frame the worker has drawn since the last page frame, shown now.
          if (s && s.frames !== seen && c?.at) {
            seen = s.frames;
            const a = anchor();
            out.push({ steady: c.from === c.to && c.t >= 1, offset: c.at.y - (a.top + a.height), scrolled: window.scrollY - c.at.scrollY });
          }
          window.scrollTo({ top: y0 + speed * t, behavior: 'instant' });
          if (t < 3) requestAnimationFrame(step);
          else resolve(out);
        };
        requestAnimationFrame(step);
      }),
    2000,
  );
  await page.close();
  const steady = samples.filter((s) => s.steady);
  if (steady.length === 0 || samples[0].offset === undefined) return { frames: samples.length, note: 'this build reports no drawn place' };
  const rest = steady[0].offset;
  const strays = steady.map((s) => Math.abs(s.offset - rest));
  const lag = samples.map((s) => Math.abs(s.scrolled));
  return {
    frames: samples.length,
    strayPx: { median: Math.round(median(strays)), max: Math.round(Math.max(...strays)) },
    scrollBetweenInputAndDisplayPx: { median: Math.round(median(lag)), max: Math.round(Math.max(...lag)) },
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
}
