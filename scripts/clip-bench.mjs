// The clips' part of `npm run bench`: what making a clip on /memes costs, as a visitor clicks.
//   times       per mode, shape and format: seconds from the click on "Make the clip" to the page's
//               "Ready", to its first frame reported, the mean milliseconds a frame after that, and
//               the file the download hands over (name, bytes). Lite (the still picture moves
//               itself) square and wide, the video this browser encodes (MP4, else WebM) and the
//               GIF; full (the scene's worker draws each frame, its finish on) square only, or the
//               shapes in BENCH_CLIP_FULL (e.g. square,wide): each takes about 30 s in software
//   streaming   the clip worker's heap after a collection, sampled as often as it answers while a
//               clip is made (a lite square video; each full square clip of sceneClips): frames
//               handed on, not held, keep it flat whatever the frame. A lite GIF is not sampled: its
//               worker never yields between frames, so DevTools gets no word in until it is done
//   tenClips    the page's heap and DOM nodes before and after each of ten lite square video clips
//               in a row
//   sceneClips  the scene worker's and the page's heap before and after each of three full square
//               clips (video, GIF, video)
//   cancel      twice, a clip cancelled mid-way (lite: a GIF; full: a video): the clip workers the
//               browser still has (a worker is its own DevTools target; waited on for up to a
//               minute), those the page started and ended (window.Worker counted), and the heaps
//               before and after each
// Every heap figure is after a forced collection: the JS heap (heapMB) and, apart, the array
// buffers' backing stores (buffersMB), where pixels and files live. A JS heap that still creeps
// by a few tens of KB a clip after the first is V8 compiling more of the code as it runs hot (a
// heap snapshot's difference over five scene clips after two: nine tenths of it compiled code).
// A table goes to stderr; the figures into the bench's JSON line as `clips`.
import { COUNT_WORKERS, cancelClip, downloadClip, pageHeap, startClip, timeClip, videoFormat, workerTargets } from './clip-probe.mjs';

const CLIP = /clipWorker/;
const SCENE = /sceneWorker/;
const FULL_SHAPES = (process.env.BENCH_CLIP_FULL ?? 'square').split(',').filter(Boolean);

/** Runs every clip measurement in `browser` against the site at `baseUrl`. */
export async function clipReport(browser, baseUrl, { viewport, log = () => {} }) {
  const errors = [];
  const report = { times: [] };
  const open = async (mode, shape) => {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => errors.push(`${mode} ${shape}: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`${mode} ${shape}: ${m.text()}`));
    await page.addInitScript(COUNT_WORKERS);
    await page.goto(`${baseUrl}/memes?mode=${mode}${shape === 'wide' ? '&shape=wide' : ''}`);
    const full = mode === 'full';
    await page.locator(`.meme-preview canvas[data-source="${full ? 'scene' : 'poster'}"]`).waitFor({ timeout: full ? 180_000 : 60_000 });
    await page.getByText(full ? 'Drawn frame by frame by the live 3D stage.' : 'Made from the still pictures').waitFor();
    // The driver's own script for waiting on the page (startClip's) goes into the page's heap the
    // first time it is used: here, so it falls before every reading rather than in one of them.
    await page.waitForFunction(() => true);
    // After the page has loaded: the worker targets already there are attached too.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    return { page, cdp, workers: await workerTargets(cdp), video: await videoFormat(page) };
  };
  const time = async (page, mode, shape, format) => {
    const made = await timeClip(page, format);
    const row = { mode, shape, format, ...made, ...(made.ok ? await downloadClip(page) : {}) };
    log(`clips: ${mode} ${shape} ${format}: ${made.ok ? `${made.seconds} s, ${(row.bytes / 1e6).toFixed(2)} MB` : made.status}`);
    report.times.push(row);
    return row;
  };
  const cancel = async ({ page, workers, cdp }, format) => {
    const sample = async () => ({ ...(await pageHeap(cdp)), scene: await workers.heap(SCENE) });
    const heaps = [await sample()];
    const alive = [];
    for (let i = 0; i < 2; i++) {
      await startClip(page, format, 10);
      await cancelClip(page);
      alive.push(await workers.settle(CLIP, 0, 60_000));
      heaps.push(await sample());
    }
    return { format, clipWorkersAlive: alive, page: await page.evaluate(() => window.__clipWorkers()), heaps };
  };

  try {
    // Lite, square: the times, then the streaming, ten clips in a row, and a cancel.
    let at = await open('lite', 'square');
    report.renderer = await at.page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'unknown';
    });
    const formats = [at.video, 'GIF'].filter(Boolean);
    for (const format of formats) await time(at.page, 'lite', 'square', format);
    report.streaming = [];
    if (at.video) {
      report.streaming.push({ mode: 'lite', format: at.video, samples: await streaming(at.page, at.workers, at.video) });
      const heaps = [await pageHeap(at.cdp)];
      for (let i = 0; i < 10; i++) {
        const made = await timeClip(at.page, at.video);
        if (!made.ok) throw new Error(`clip ${i + 1} of ten: ${made.status}`);
        heaps.push(await pageHeap(at.cdp));
      }
      report.tenClips = { format: at.video, heaps };
      log(`clips: ten lite clips: page heap ${heaps[0].heapMB} → ${heaps[10].heapMB} MB`);
    }
    report.cancel = { lite: await cancel(at, 'GIF') };
    await at.page.close();

    at = await open('lite', 'wide');
    for (const format of [at.video, 'GIF'].filter(Boolean)) await time(at.page, 'lite', 'wide', format);
    await at.page.close();

    for (const shape of FULL_SHAPES) {
      at = await open('full', shape);
      for (const format of [at.video, 'GIF'].filter(Boolean)) await time(at.page, 'full', shape, format);
      if (shape === 'square' && at.video) {
        const sample = async () => ({ scene: await at.workers.heap(SCENE), ...(await pageHeap(at.cdp)) });
        const heaps = [await sample()];
        for (const format of [at.video, 'GIF', at.video]) {
          report.streaming.push({ mode: 'full', format, samples: await streaming(at.page, at.workers, format) });
          heaps.push(await sample());
        }
        report.sceneClips = { heaps };
        log(`clips: three scene clips: scene worker heap ${heaps[0].scene?.heapMB} → ${heaps[3].scene?.heapMB} MB`);
        report.cancel.full = await cancel(at, at.video);
      }
      await at.page.close();
    }
  } catch (error) {
    // Whatever was measured still counts: the table says where it stopped.
    report.failed = error instanceof Error ? error.message : String(error);
  }
  report.errors = errors;
  printTable(report, log);
  return report;
}

/** Makes a clip in `format`, reading the clip worker's heap (after a collection) as often as it answers, at most five times a second. */
async function streaming(page, workers, format) {
  await startClip(page, format, 1);
  const samples = [];
  for (;;) {
    const frame = await page.evaluate(() => document.querySelector('.meme-clip progress')?.value ?? null);
    if (frame === null) break;
    const heap = await workers.heap(CLIP);
    if (heap) samples.push({ frame, ...heap });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const status = await page.locator('.meme-clip__status').textContent();
  if (!/^Ready: /.test(status ?? '')) throw new Error(`streaming ${format}: ${status}`);
  return samples;
}

const BUDGET_MB = { video: 4, gif: 8 };
const pad = (value, n) => String(value ?? '–').padEnd(n);

/** The figures as a person reads them. */
function printTable(report, log) {
  log(`\nclips on ${report.renderer}`);
  log(`${pad('mode', 6)}${pad('shape', 8)}${pad('format', 12)}${pad('click→ready', 13)}${pad('1st frame', 11)}${pad('ms/frame', 10)}${pad('size', 16)}file`);
  for (const r of report.times) {
    const limit = r.format === 'GIF' ? BUDGET_MB.gif : BUDGET_MB.video;
    const size = r.bytes === undefined ? r.status : `${(r.bytes / 1e6).toFixed(2)} MB ${r.bytes <= limit * 1e6 ? 'ok' : `> ${limit}`}`;
    log(`${pad(r.mode, 6)}${pad(r.shape, 8)}${pad(r.format, 12)}${pad(r.seconds && `${r.seconds} s`, 13)}${pad(r.firstFrameS && `${r.firstFrameS} s`, 11)}${pad(r.msPerFrame, 10)}${pad(size, 16)}${r.file ?? ''}`);
  }
  const both = (h) => (h ? `${h.heapMB}+${h.buffersMB}` : '–');
  log('heaps after a collection, MB: JS heap+array buffers');
  for (const { mode, format, samples } of report.streaming ?? []) {
    const range = (key) => `${Math.min(...samples.map((x) => x[key]))}–${Math.max(...samples.map((x) => x[key]))}`;
    const ends = samples.length ? `frame ${samples[0].frame}: ${both(samples[0])} … frame ${samples.at(-1).frame}: ${both(samples.at(-1))}` : 'no sample';
    log(`  clip worker while a ${mode} ${format} is made: ${samples.length} samples, heap ${range('heapMB')}, buffers ${range('buffersMB')} (${ends})`);
  }
  if (report.tenClips) log(`  page, ten lite ${report.tenClips.format} clips: ${report.tenClips.heaps.map(both).join(' → ')}; DOM nodes ${report.tenClips.heaps.map((h) => h.nodes).join(' → ')}`);
  if (report.sceneClips) {
    const h = report.sceneClips.heaps;
    log(`  scene worker, three full clips (video, GIF, video): ${h.map((x) => both(x.scene)).join(' → ')}; page ${h.map(both).join(' → ')}`);
  }
  for (const [mode, c] of Object.entries(report.cancel ?? {})) {
    const scene = c.heaps[0].scene ? `; scene worker ${c.heaps.map((h) => both(h.scene)).join(' → ')}` : '';
    log(`  cancel twice (${mode} ${c.format}): clip workers alive after each ${c.clipWorkersAlive.join(', ')} (page started ${c.page.made}, ended ${c.page.ended}); page ${c.heaps.map(both).join(' → ')}${scene}`);
  }
  if (report.failed) log(`stopped: ${report.failed}`);
  if (report.errors.length) log(`console errors: ${report.errors.join(' | ')}`);
}
