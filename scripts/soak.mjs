// `npm run soak`: a long run that shows nothing grows. Prints a line per sample,
// then one JSON line with every sample and the growth after warm-up.
//   SOAK_TARGET  (stage) stage: the /stage show, accelerated; home: the home page
//                scrolled top to bottom and back, again and again

//   SOAK_SECONDS (600)  wall-clock length of the run
//   SOAK_SPEED   (60)   ?speed= factor: 10 minutes at 60× are 10 hours of beats, but only 10
//                       minutes of frames; SOAK_SPEED=1 is real time (`npm run soak:realtime`:
//                       60 minutes, a sample a minute)
//   SOAK_EVERY   (30)   seconds between samples
//   SOAK_MODE    (full) full or lite
//   SOAK_DIST    (dist) the build folder served (a copy lets you rebuild dist meanwhile)
// Each sample first collects garbage (CDP), then reads the JS heap (the page's, and the
// scene's worker's where it runs), DOM nodes, event listeners (Chromium's own counters) and
// renderer.info.memory (?debug).
// Each sample is taken in the cabinet view (M), then the show returns to the
// Chancellor, so view changes are soaked too.
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const speed = Number(process.env.SOAK_SPEED ?? 60);
const every = Number(process.env.SOAK_EVERY ?? 30);
const mode = process.env.SOAK_MODE === 'lite' ? 'lite' : 'full';
const target = process.env.SOAK_TARGET === 'home' ? 'home' : 'stage';
// The first quarter of the run (at least two samples) is warm-up, left out of the growth
// figures: programs compile, the JIT and caches fill.
const warmUp = (n) => Math.max(2, Math.floor(n / 4));

const executablePath = requireChromium('soak');

const server = await serveDist(4192, process.env.SOAK_DIST ?? 'dist');
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
const samples = [];
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(
    target === 'stage' ? `${server.url}/stage?mode=${mode}&debug&speed=${speed}` : `${server.url}/?mode=${mode}&debug`,
  );
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if (mode === 'full') await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const workerHeap = await sceneWorkerHeap(cdp);
  const start = Date.now();
  for (let t = 0; t <= seconds; t += every) {
    if (target === 'stage') {
      if (t > 0) await page.waitForTimeout(Math.max(0, start + t * 1000 - Date.now()));
      // Counted in the cabinet view, where every figure is on screen, so the GPU objects are all
      // uploaded; r3f disposes the character view's at idle priority, hence the wait.
      await page.keyboard.press('m');
      await page.waitForTimeout(3500);
    } else {
      // Scroll the page top to bottom and back until the next sample is due; count at the top.
      do await scrollDownAndUp(page);
      while (t > 0 && Date.now() < start + t * 1000);
      await page.waitForTimeout(1500);
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => metrics.find((m) => m.name === name)?.value ?? null;
    const scene = await page.evaluate(() => window.__chipcScene?.stats ?? null);
    const motion = await page.evaluate(() => window.__chipcMotion?.() ?? null);
    const sample = {
      t,
      showHours: target === 'stage' ? Number(((t * speed) / 3600).toFixed(2)) : null,
      heapMB: Number((metric('JSHeapUsedSize') / 2 ** 20).toFixed(2)),
      workerHeapMB: await workerHeap(),
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      elements: await page.evaluate(() => document.getElementsByTagName('*').length),
      geometries: scene?.geometries ?? null,
      textures: scene?.textures ?? null,
      programs: scene?.programs ?? null,
      triggers: motion?.triggers ?? null,
      fps: scene ? Number((1000 / Math.max(scene.frameMs, 1)).toFixed(1)) : null,
    };
    samples.push(sample);
    if (target === 'stage') await page.keyboard.press('m'); // back to the Chancellor and the roll call
    console.error(
      `soak t=${String(t).padStart(4)}s${sample.showHours === null ? "" : ` show=${sample.showHours}h`} heap=${sample.heapMB}MB worker=${sample.workerHeapMB}MB nodes=${sample.nodes} ` +
        `listeners=${sample.listeners} elements=${sample.elements} geo=${sample.geometries} tex=${sample.textures} prg=${sample.programs} triggers=${sample.triggers}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

const settled = samples.slice(Math.min(warmUp(samples.length), samples.length - 1));
const first = settled[0];
const last = settled[settled.length - 1];
const growth = {};
for (const key of ['heapMB', 'workerHeapMB', 'nodes', 'listeners', 'elements', 'geometries', 'textures', 'programs', 'triggers']) {
  if (first[key] !== null) growth[key] = Number((last[key] - first[key]).toFixed(2));
}
// Counts must not move at all (DOM nodes are counted after a collection); the heap may wobble
// with the garbage collector.
const flat =
  ['nodes', 'listeners', 'elements', 'geometries', 'textures', 'programs', 'triggers'].every((k) => !growth[k]) &&
  (growth.heapMB ?? 0) <= Math.max(1, first.heapMB * 0.05) &&
  (growth.workerHeapMB ?? 0) <= Math.max(1, (first.workerHeapMB ?? 0) * 0.05);
console.log(JSON.stringify({ target, mode, speed, seconds, showHours: last.showHours, warmUpUntil: first.t, flat, growth, errors, samples }));
process.exit(flat && errors.length === 0 ? 0 : 1);

/** One pass down the home page in viewport-sized steps, letting reveals and counters fire, then back up. */
async function scrollDownAndUp(page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(250);
  }
  for (let y = height; y >= 0; y -= 1200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The scene's worker heap in MB after a collection, read through the page's DevTools session
 * (a dedicated worker is a target of its own); a function that answers null where no scene runs.
 */
async function sceneWorkerHeap(cdp) {
  const attached = new Promise((resolve) => cdp.on('Target.attachedToTarget', (e) => /sceneWorker/.test(e.targetInfo.url) && resolve(e.sessionId)));
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const sessionId = await Promise.race([attached, new Promise((resolve) => setTimeout(() => resolve(null), 3000))]);
  if (!sessionId) return async () => null;
  let next = 1;
  const pending = new Map();
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = e.sessionId === sessionId ? JSON.parse(e.message) : null;
    if (m?.id) pending.get(m.id)?.(m.result ?? {});
  });
  const call = (method) =>
    new Promise((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) });
    });
  await call('HeapProfiler.enable');
  return async () => {
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return usedSize === undefined ? null : Number((usedSize / 2 ** 20).toFixed(2));
  };
}
