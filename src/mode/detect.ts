import type { Capabilities } from '../lib/mode';
import { nextTask } from '../runtime/nextTask';

interface NavigatorHints {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
}

/**
 * Opens WebGL 2 on `canvas`, reads the renderer's name and releases the context at once, so a
 * device that ends up in lite mode keeps no WebGL context alive; null where WebGL 2 does not open.
 */
function webgl2On(canvas: () => HTMLCanvasElement | OffscreenCanvas): { renderer: string | null } | null {
  try {
    const gl = canvas().getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { renderer };
  } catch {
    return null;
  }
}

/**
 * Asks first whether WebGL 2 opens on an OffscreenCanvas, the kind of canvas the scene's worker
 * draws on, here on the page, so that a browser that cannot (iOS and iPadOS 16.4–16.7 draw only
 * 2D there) never downloads the worker to find out. Where it opens (most browsers), that one
 * context answers every question: a context takes a slow phone tens of milliseconds. Only where it
 * does not is a page canvas asked too, in a task of its own, to tell "no WebGL 2 at all" from
 * "none in a worker".
 */
export async function probeCapabilities(): Promise<Capabilities> {
  const hints = navigator as Navigator & NavigatorHints;
  const inWorker = typeof OffscreenCanvas === 'function' ? webgl2On(() => new OffscreenCanvas(1, 1)) : null;
  let onPage = inWorker;
  if (!inWorker) {
    await nextTask();
    onPage = webgl2On(() => document.createElement('canvas'));
  }
  return {
    webgl2: onPage !== null,
    workerCanvas: 'transferControlToOffscreen' in HTMLCanvasElement.prototype && typeof Worker === 'function',
    workerWebgl: inWorker !== null,
    renderer: onPage?.renderer ?? null,
    saveData: hints.connection?.saveData === true,
    deviceMemory: typeof hints.deviceMemory === 'number' ? hints.deviceMemory : null,
    cores: navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : null,
  };
}
