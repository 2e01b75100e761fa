import type { Capabilities } from '../lib/mode';
import { nextTask } from '../runtime/nextTask';
import { webgl2On, type Webgl2Answer } from './webgl2';

interface NavigatorHints {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
}

const onOffscreenCanvas = () => (typeof OffscreenCanvas === 'function' ? webgl2On(() => new OffscreenCanvas(1, 1)) : null);

/**
 * The probe worker's answer; undefined where no worker could give one (no workers here, or its
 * script did not load: offline before the service worker kept it, a deploy since the tab opened).
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
      worker.terminate();
      resolve(found);
    };
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
 * too, in a task of its own, to tell "no WebGL 2 at all" from "none in a worker". Where the probe's
 * script does not load, an OffscreenCanvas on the page answers in its place.
 */
export async function probeCapabilities(): Promise<Capabilities> {
  const hints = navigator as Navigator & NavigatorHints;
  const canWork = typeof Worker === 'function';
  const inWorker = canWork ? ((await askWorker()) ?? onOffscreenCanvas()) : null;
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
