import type { Capabilities } from '../lib/mode';

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
 * device that ends up in lite mode keeps no WebGL context alive.
 */
export function probeCapabilities(): Capabilities {
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
