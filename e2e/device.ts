import type { Page } from '@playwright/test';

/**
 * Makes the page's WebGL report `renderer` and the device the given cores and memory, so the
 * automatic choice never depends on this machine. The scene's worker is untouched: it still draws
 * with what this machine has.
 */
export async function pretendDevice(page: Page, device: { renderer: string; cores: number; memory: number }) {
  await page.addInitScript((d) => {
    const UNMASKED_RENDERER = 0x9246;
    const original = WebGL2RenderingContext.prototype.getParameter;
    WebGL2RenderingContext.prototype.getParameter = function (this: WebGL2RenderingContext, p: number) {
      return p === UNMASKED_RENDERER ? d.renderer : original.call(this, p);
    };
    Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => d.cores });
    Object.defineProperty(navigator, 'deviceMemory', { get: () => d.memory });
  }, device);
}

/** A desktop with a graphics card: the automatic choice is the live stage. */
export const CAPABLE = { renderer: 'ANGLE (NVIDIA, NVIDIA GeForce RTX 4070)', cores: 8, memory: 8 } as const;

/** OffscreenCanvas without WebGL 2, as on iOS and iPadOS 16.4–16.7: the page's own canvases keep it. */
export async function noWorkerWebgl(page: Page) {
  await page.addInitScript(() => {
    const original = OffscreenCanvas.prototype.getContext;
    OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, type: string, ...rest: unknown[]) {
      return type === 'webgl2' ? null : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
}
