// `npm run bench`: figures to compare changes by, printed as one JSON line.
// Not a test: frame times depend on the machine (SwiftShader on CPU-only hosts).
//   firstLoadJsGzip    bytes of JS a first visit downloads (what the page's boot starts), gzip -9
//   sceneChunkGzip     the lazy scene: its page side and its worker (three.js); motionChunkGzip the GSAP chunks (core, ScrollTrigger, director)
//   sections           per act of the home page (hero, about, tokenomics, reading, roadmap, cabinet):
//                      renderer.info draw calls and triangles of one frame, and the mean frame
//                      interval (ms) and fps over BENCH_SECONDS with the act's place mid-screen
//   lighthouse         Lighthouse 12, mobile and desktop, medians of LH_RUNS (3) runs each, for /,
//                      /?mode=full (reduced motion forced: software WebGL never idles otherwise),
//                      /community and a plain calibration page; lcpRatio = LCP / calibration LCP
// Options (env): BENCH_SECONDS (default 5), BENCH_WIDTH × BENCH_HEIGHT (1440×900), CHROMIUM_ARGS (extra flags),
// LH_RUNS (3), BENCH_LIGHTHOUSE=0 to skip Lighthouse (it takes several minutes).
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';
import { firstLoadScripts, gzipBytes, lazyChunks } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';

const DIST = 'dist';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const viewport = { width: Number(process.env.BENCH_WIDTH ?? 1440), height: Number(process.env.BENCH_HEIGHT ?? 900) };
const extraArgs = (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);

const sum = (files) => files.reduce((n, f) => n + gzipBytes(DIST, f), 0);
const result = {
  firstLoadJsGzip: sum(firstLoadScripts(DIST)),
  sceneChunkGzip: sum(['SceneCanvas', 'sceneWorker'].flatMap((name) => lazyChunks(DIST, name))),
  motionChunkGzip: sum(['gsap', 'ScrollTrigger', 'MotionDirector'].flatMap((name) => lazyChunks(DIST, name))),
};

const executablePath = requireChromium('bench');

const server = await serveDist(4191);
const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, ...extraArgs] });
try {
  const page = await browser.newPage({ viewport });
  await page.goto(`${server.url}/?mode=full&debug`);
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  result.renderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'unknown';
  });
  result.viewport = `${viewport.width}x${viewport.height}`;
  result.sections = {};
  for (const act of ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet']) {
    result.sections[act] = await measure(page, `[data-slot="${act}"]`);
  }
  await browser.close();
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    result.lighthouse = await runLighthouse({
      baseUrl: server.url,
      pages: [
        { name: '/', path: '/' },
        { name: '/?mode=full', path: '/?mode=full', reducedMotion: true },
        { name: '/community', path: '/community' },
      ],
      runs: Number(process.env.LH_RUNS ?? 3),
      executablePath,
      log: (line) => console.error(line),
    });
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(JSON.stringify(result));

/** Brings `selector` to mid-screen, lets it warm up for a second, then counts frames for `seconds`. */
async function measure(page, selector) {
  await page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + r.top + r.height / 2 - window.innerHeight / 2, behavior: 'instant' });
  });
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
