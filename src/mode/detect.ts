import type { Capabilities } from '../lib/mode';
import { nextTask } from '../runtime/nextTask';

interface NavigatorHints {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
}

/**
 * Whether WebGL 2 opens on an OffscreenCanvas, the kind of canvas the scene's worker draws on,
 * asked here on the page so that a browser that cannot (iOS and iPadOS 16.4–16.7 draw only 2D
 * there) never downloads the worker to find out. The context is released at once.
 */
function offscreenWebgl2(): boolean {
  if (typeof OffscreenCanvas !== 'function') return false;
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/**
 * Probes WebGL 2 on a detached canvas and releases the context at once, so a
 * device that ends up in lite mode keeps no WebGL context alive. Each context is made in a task
 * of its own (a context takes a slow phone tens of milliseconds), so the probe never makes one
 * long task of two.
 */
export async function probeCapabilities(): Promise<Capabilities> {
  const hints = navigator as Navigator & NavigatorHints;
  let webgl2 = false;
  let renderer: string | null = null;
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    if (gl) {
      webgl2 = true;
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null;
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    webgl2 = false;
  }
  if (webgl2) await nextTask();
  return {
    webgl2,
    workerCanvas: 'transferControlToOffscreen' in HTMLCanvasElement.prototype && typeof Worker === 'function',
    workerWebgl: webgl2 && offscreenWebgl2(),
    renderer,
    saveData: hints.connection?.saveData === true,
    deviceMemory: typeof hints.deviceMemory === 'number' ? hints.deviceMemory : null,
    cores: navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : null,
  };
}
