// What scripts/clip-bench.mjs reads from a page making clips: the time from the click to the
// page's "Ready", the file the download hands over, the heaps after a collection (the page's, and
// a worker's through its own DevTools target) and the clip workers alive.
import { stat } from 'node:fs/promises';

const MB = (bytes) => (bytes === undefined ? null : Number((bytes / 2 ** 20).toFixed(2)));

/** The format's radio: its label as the page writes it ("MP4 video", "WebM video", "GIF"). */
const formatRadio = (page, name) => page.getByRole('group', { name: 'Format', exact: true }).getByRole('radio', { name });

/** The video format this browser offers (MP4 first), or null where it offers only the GIF. */
export async function videoFormat(page) {
  for (const name of ['MP4 video', 'WebM video']) if ((await formatRadio(page, name).count()) > 0) return name;
  return null;
}

/**
 * Picks `format`, clicks "Make the clip" and waits on the page's own word: its status says
 * "Ready: …", or the progress bar goes with any other note (a failure). Timed in the page from
 * the click: to the first frame reported and to "Ready".
 */
export async function timeClip(page, format, timeoutS = 300) {
  await formatRadio(page, format).check();
  return page.evaluate(
    (timeoutMs) =>
      new Promise((resolve) => {
        const section = document.querySelector('.meme-clip');
        const status = section.querySelector('.meme-clip__status');
        const button = [...section.querySelectorAll('button')].find((b) => b.textContent === 'Make the clip');
        let first = null;
        let total = null;
        const t0 = performance.now();
        const end = (outcome) => {
          observer.disconnect();
          clearTimeout(timer);
          const s = (ms) => (ms === null ? null : Number((ms / 1000).toFixed(2)));
          const ready = performance.now() - t0;
          resolve({ ...outcome, seconds: s(ready), firstFrameS: s(first), frames: total, msPerFrame: first === null || !total ? null : Math.round((ready - first) / Math.max(1, total - 1)) });
        };
        const observer = new MutationObserver(() => {
          const progress = section.querySelector('progress');
          if (progress) {
            total = progress.max;
            if (first === null && progress.value >= 1) first = performance.now() - t0;
            return;
          }
          const text = status.textContent ?? '';
          if (/^Ready: /.test(text)) end({ ok: true, status: text });
          else if (text) end({ ok: false, status: text });
        });
        observer.observe(section, { subtree: true, childList: true, characterData: true, attributes: true });
        const timer = setTimeout(() => end({ ok: false, status: 'timed out' }), timeoutMs);
        button.click();
      }),
    timeoutS * 1000,
  );
}

/** Clicks the clip's download (the Playwright download event) and returns the file's name and size. */
export async function downloadClip(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download (MP4|WebM|GIF)/ }).click()]);
  const bytes = (await stat(await download.path())).size;
  await download.delete();
  return { file: download.suggestedFilename(), bytes };
}

/** Starts a clip in `format` and resolves once the page reports frame `atFrame` made. */
export async function startClip(page, format, atFrame) {
  await formatRadio(page, format).check();
  await page.getByRole('button', { name: 'Make the clip' }).click();
  await page.waitForFunction((n) => (document.querySelector('.meme-clip progress')?.value ?? 0) >= n, atFrame, { timeout: 120_000, polling: 100 });
}

/** Clicks Cancel and waits for the page to say nothing was kept. */
export async function cancelClip(page) {
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.locator('.meme-clip__status', { hasText: 'Cancelled' }).waitFor();
}

/**
 * Counts the clip workers the page starts and ends (window.Worker wrapped before the page's own
 * scripts run): what the page itself did, beside the browser's count of worker targets.
 */
export const COUNT_WORKERS = () => {
  const made = [];
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(url, options) {
      super(url, options);
      this.entry = { name: options?.name ?? '', ended: false };
      made.push(this.entry);
    }
    terminate() {
      this.entry.ended = true;
      super.terminate();
    }
  };
  window.__clipWorkers = () => ({ made: made.filter((w) => w.name === 'clip').length, ended: made.filter((w) => w.name === 'clip' && w.ended).length });
};

/** A heap reading: the JS heap and the array buffers' and strings' backing stores outside it (pixels, files), MB. */
const heap = (usage) => (usage.usedSize === undefined ? null : { heapMB: MB(usage.usedSize), buffersMB: MB(usage.backingStorageSize) });

/** The page's heap after a collection, and its DOM nodes. */
export async function pageHeap(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return { ...heap(await cdp.send('Runtime.getHeapUsage')), nodes: metrics.find((m) => m.name === 'Nodes')?.value ?? null };
}

/**
 * The page's dedicated workers as DevTools sees them: each worker is a target of its own, reached
 * through the page's session (auto-attached, messages relayed: Playwright's CDP session speaks to
 * one target only). Returns the live ones by address and a heap reading for one of them.
 */
export async function workerTargets(cdp) {
  const live = new Map();
  const pending = new Map();
  const enabled = new Set();
  let next = 1;
  cdp.on('Target.attachedToTarget', (e) => e.targetInfo.type === 'worker' && live.set(e.sessionId, e.targetInfo.url));
  cdp.on('Target.detachedFromTarget', (e) => live.delete(e.sessionId));
  cdp.on('Target.receivedMessageFromTarget', (e) => {
    const m = JSON.parse(e.message);
    const key = `${e.sessionId}/${m.id}`;
    if (m.id && pending.has(key)) pending.get(key)(m.result ?? {});
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  // A worker ended mid-call never answers: give up after a few seconds.
  const call = (sessionId, method) =>
    new Promise((resolve) => {
      const id = next++;
      const key = `${sessionId}/${id}`;
      const timer = setTimeout(() => resolve({}), 10_000);
      pending.set(key, (result) => {
        clearTimeout(timer);
        pending.delete(key);
        resolve(result);
      });
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params: {} }) }).catch(() => resolve({}));
    });
  const find = (pattern) => [...live].filter(([, url]) => pattern.test(url)).map(([id]) => id);
  return {
    /** How many workers whose address matches `pattern` are alive now. */
    count: (pattern) => find(pattern).length,
    /** The heap after a collection of the newest live worker matching `pattern` (see `heap`), or null. */
    heap: async (pattern) => {
      const sessionId = find(pattern).at(-1);
      if (!sessionId) return null;
      if (!enabled.has(sessionId)) {
        enabled.add(sessionId);
        await call(sessionId, 'HeapProfiler.enable');
      }
      await call(sessionId, 'HeapProfiler.collectGarbage');
      return heap(await call(sessionId, 'Runtime.getHeapUsage'));
    },
    /** Waits up to `ms` for the live count of `pattern` to reach `n`; returns the count then. */
    settle: async (pattern, n = 0, ms = 5000) => {
      for (const until = Date.now() + ms; find(pattern).length !== n && Date.now() < until; ) await new Promise((r) => setTimeout(r, 100));
      return find(pattern).length;
    },
  };
}
