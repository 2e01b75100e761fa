import type { Capabilities } from '../lib/mode';
import { nextTask } from '../runtime/nextTask';
import { webgl2On, webgl2OnOffscreen, type Webgl2Answer } from './webgl2';

interface NavigatorHints {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
}

/**
 * Opening a context takes a slow phone tens of milliseconds: a worker that has not answered by
 * then never will (its script held up, the engine stuck), and the page asks on its own instead.
 */
const WORKER_PATIENCE_MS = 3000;

/**
 * The probe worker's answer; undefined where no worker gave one (its script did not load: a
 * deploy since the tab opened, offline before the service worker kept it; or it never answered).
 */
function askWorker(): Promise<Webgl2Answer | undefined> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./probeWorker.ts', import.meta.url), { type: 'module', name: 'probe' });
    } catch {
      resolve(undefined);
      return;
    }
    const answer = (found: Webgl2Answer | undefined) => {
      window.clearTimeout(patience);
      worker.terminate();
      resolve(found);
    };
    const patience = window.setTimeout(() => answer(undefined), WORKER_PATIENCE_MS);
    worker.onmessage = ({ data }: MessageEvent<Webgl2Answer>) => answer(data);
    worker.onerror = (event) => {
      event.preventDefault();
      answer(undefined);
    };
  });
}

/**
 * Asks first whether WebGL 2 opens on an OffscreenCanvas in a worker, where the scene draws, so
 * that a browser that cannot (iOS and iPadOS 16.4–16.7 draw only 2D there) never downloads the
 * scene to find out. A worker of its own asks: a context takes a slow phone tens of milliseconds
 * to open, which on the page would fall in its first hydration. Where it opens (most browsers),
 * that one answer settles WebGL and the renderer. Only where it does not is a page canvas asked
 * too, in a task of its own, to tell "no WebGL 2 at all" from "none in a worker". Where the worker
 * gives no answer, an OffscreenCanvas on the page answers in its place.
 */
export async function probeCapabilities(): Promise<Capabilities> {
  const hints = navigator as Navigator & NavigatorHints;
  const canWork = typeof Worker === 'function';
  const fromWorker = canWork ? await askWorker() : null;
  // The worker's "no" stands (a page OffscreenCanvas may say yes where a worker's does not); only
  // no answer at all is asked again on the page.
  const inWorker = fromWorker === undefined ? webgl2OnOffscreen() : fromWorker;
  let onPage = inWorker;
  if (!inWorker) {
    await nextTask();
    onPage = webgl2On(() => document.createElement('canvas'));
  }
  return {
    webgl2: onPage !== null,
    workerCanvas: 'transferControlToOffscreen' in HTMLCanvasElement.prototype && canWork,
    workerWebgl: inWorker !== null,
    renderer: onPage?.renderer ?? null,
    saveData: hints.connection?.saveData === true,
    deviceMemory: typeof hints.deviceMemory === 'number' ? hints.deviceMemory : null,
    cores: navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : null,
  };
}
