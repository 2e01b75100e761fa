// The first paint as a visitor on a phone or a wide screen sees it, for `npm run bench`: a page
// loaded in Chromium at 390×844 and at 1440×900, throttled as Lighthouse's presets are (the phone
// on slow 4G with a CPU four times slower, the wide screen on a fast line at full speed, applied
// through DevTools rather than simulated), beside the calibration page in the same run.
// Per load: which element the browser reports as the largest paint and when; when the companion's
// poster was on screen (its load, then a frame), if the page shows one; the long tasks (over
// 50 ms) until the page is quiet, each named by the script that ran longest in it (from the long
// animation frames that hold it); and the blocking time they add up to after the first paint
// (Lighthouse's Total Blocking Time, measured rather than simulated).
import { createServer } from 'node:http';

/**
 * A plain static page to calibrate on: a heading and a paragraph (the same as Lighthouse's in
 * lighthouse.mjs). Its icon is an empty data address, as the site's is one inline: a page without
 * one makes the browser ask for /favicon.ico, and in the Lighthouse runs where that request began
 * before the paragraph's paint, the simulation counted it on the way to the largest paint, which
 * came out about 130 ms later than the first paint (about 750 ms against 625 on the mobile preset,
 * in a third to a half of the runs), and moved every ratio to it by 0.15.
 */
export const CALIBRATION = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Calibration</title>
<meta name="description" content="A plain static page to calibrate Lighthouse on this machine."></head>
<body><h1>Calibration</h1><p>A heading and a paragraph, nothing else: the fastest page this machine can serve.</p></body></html>`;

/** Lighthouse's presets, applied: slow 4G and 4× CPU on the phone, a fast line on the wide screen. */
const SCREENS = [
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, network: { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }, cpu: 4 },
  { name: '1440x900', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, network: { latency: 40, downloadThroughput: (10240 * 1024) / 8, uploadThroughput: (10240 * 1024) / 8 }, cpu: 1 },
];

/** Serves the calibration page; returns its address and a function that stops it. */
async function serveCalibration() {
  const server = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(CALIBRATION);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

// Installed before the page's own scripts: records what the measurement reads back.
const RECORDER = () => {
  const seen = (window.__firstPaint = { lcp: [], longTasks: [], frames: [], poster: null });
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not have.
    }
  };
  const describe = (el) => {
    if (!el) return 'none';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${cls}`;
  };
  observe('largest-contentful-paint', (e) => seen.lcp.push({ element: describe(e.element), url: e.url.startsWith('data:') ? e.url.slice(0, 18) : e.url.replace(location.origin, ''), size: e.size, time: e.startTime }));
  observe('longtask', (e) => seen.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) =>
    seen.frames.push({ start: e.startTime, end: e.startTime + e.duration, scripts: e.scripts.map((s) => ({ url: s.sourceURL, duration: s.duration })) }),
  );
  // The companion's poster: on screen a frame after it has loaded (a picture's load event reaches
  // the document, not the window).
  document.addEventListener(
    'load',
    (event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement) || !img.closest('.companion__slot') || seen.poster) return;
      requestAnimationFrame(() => (seen.poster = { src: img.currentSrc.replace(location.origin, ''), time: performance.now() }));
    },
    true,
  );
};

/** One load of `url` at `screen`; the figures named in the header. */
async function measureFirstPaint(browser, url, screen, { quietMs = 3000, timeoutMs = 60_000 } = {}) {
  const context = await browser.newContext({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.isMobile, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...screen.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: screen.cpu });
    await page.addInitScript(RECORDER);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // Quiet: no long task for `quietMs` after the load (what Lighthouse waits for, roughly).
    let last = -1;
    for (;;) {
      await page.waitForTimeout(quietMs);
      const count = await page.evaluate(() => window.__firstPaint.longTasks.length);
      if (count === last) break;
      last = count;
    }
    const seen = await page.evaluate(() => ({ ...window.__firstPaint, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 }));
    const lcp = seen.lcp.at(-1);
    const named = (task) => {
      const frame = seen.frames.find((f) => f.start <= task.start + 1 && f.end >= task.start + task.duration - 1);
      const top = frame?.scripts.sort((a, b) => b.duration - a.duration)[0];
      return top ? top.url.split('/').pop() || 'the document' : 'unattributed';
    };
    const longTasks = seen.longTasks.filter((t) => t.duration > 50).map((t) => ({ start: Math.round(t.start), ms: Math.round(t.duration), script: named(t) }));
    return {
      lcpElement: lcp ? `${lcp.element}${lcp.url ? ` (${lcp.url})` : ''}` : 'none',
      lcp: lcp ? Math.round(lcp.time) : null,
      fcp: Math.round(seen.fcp),
      poster: seen.poster ? Math.round(seen.poster.time) : null,
      tbt: Math.round(seen.longTasks.filter((t) => t.start + t.duration > seen.fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
      longTasks,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length === 0 ? null : s[Math.floor(s.length / 2)];
};

/**
 * Each page and the calibration page, at each screen, `runs` times, alternating (so a busy moment
 * of the machine falls on both): per screen and page the medians of the times, the largest paint's
 * element as most often reported, and the long tasks of the median run by blocking time.
 */
export async function firstPaintReport(browser, pages, { runs = 3, log = () => {} } = {}) {
  const calibration = await serveCalibration();
  const report = {};
  try {
    for (const screen of SCREENS) {
      const samples = {};
      for (let i = 0; i < runs; i++) {
        for (const { name, url } of [{ name: 'calibration', url: calibration.url }, ...pages]) {
          const figures = await measureFirstPaint(browser, url, screen);
          (samples[name] ??= []).push(figures);
          log(`first paint ${screen.name} ${name} run ${i + 1}/${runs}: LCP ${figures.lcp} ms (${figures.lcpElement}), poster ${figures.poster ?? '-'} ms, TBT ${figures.tbt} ms`);
        }
      }
      report[screen.name] = {};
      for (const [name, rows] of Object.entries(samples)) {
        const elements = rows.map((r) => r.lcpElement);
        const byTbt = [...rows].sort((a, b) => a.tbt - b.tbt);
        report[screen.name][name] = {
          lcpElement: elements.sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0],
          lcp: median(rows.map((r) => r.lcp)),
          fcp: median(rows.map((r) => r.fcp)),
          poster: median(rows.map((r) => r.poster)),
          tbt: median(rows.map((r) => r.tbt)),
          longTasks: byTbt[Math.floor(byTbt.length / 2)].longTasks,
        };
      }
      const base = report[screen.name].calibration.lcp;
      for (const { name } of pages) report[screen.name][name].lcpRatio = base ? Number((report[screen.name][name].lcp / base).toFixed(2)) : null;
    }
  } finally {
    await calibration.close();
  }
  return report;
}
