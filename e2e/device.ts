import type { Page } from '@playwright/test';

/** The worker that asks whether WebGL 2 opens off the page, for the automatic choice. */
export const PROBE_WORKER = /\/assets\/probeWorker-[^/]+\.js$/;
/** The scene's worker. */
export const SCENE_WORKER = /\/assets\/sceneWorker-[^/]+\.js$/;

/** Run first in a worker, it makes WebGL refuse to open there, as iOS and iPadOS 16.4–16.7 do. */
export const REFUSE_WEBGL = `{const g=OffscreenCanvas.prototype.getContext;OffscreenCanvas.prototype.getContext=function(t,...r){return /webgl/.test(t)?null:g.call(this,t,...r)}}`;

/** Serves the worker script matching `script` with `prelude` run first: no init script reaches a worker. */
export async function inWorker(page: Page, script: RegExp, prelude: string) {
  await page.route(script, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${prelude}\n${await response.text()}` });
  });
}

/**
 * Makes WebGL report `renderer`, on the page and in the worker that probes it, and the device the
 * given cores and memory, so the automatic choice never depends on this machine. The scene's
 * worker is untouched: it still draws with what this machine has.
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
  const renderer = JSON.stringify(device.renderer);
  await inWorker(page, PROBE_WORKER, `{const g=WebGL2RenderingContext.prototype.getParameter;WebGL2RenderingContext.prototype.getParameter=function(p){return p===0x9246?${renderer}:g.call(this,p)}}`);
}

/** A desktop with a graphics card: the automatic choice is the live stage. */
export const CAPABLE = { renderer: 'ANGLE (NVIDIA, NVIDIA GeForce RTX 4070)', cores: 8, memory: 8 } as const;

/**
 * OffscreenCanvas without WebGL 2, as on iOS and iPadOS 16.4–16.7, in the probe's worker and on
 * the page: the page's own canvases keep it. Called after `pretendDevice`, its refusal is the
 * probe's prelude (the route added last answers first).
 */
export async function noWorkerWebgl(page: Page) {
  await page.addInitScript(() => {
    const original = OffscreenCanvas.prototype.getContext;
    OffscreenCanvas.prototype.getContext = function (this: OffscreenCanvas, type: string, ...rest: unknown[]) {
      return type === 'webgl2' ? null : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
  await inWorker(page, PROBE_WORKER, REFUSE_WEBGL);
}

/**
 * Wraps `getContext` on the page's own canvases of both kinds: counts each WebGL context asked for
 * (`webglAskedOnPage`) and, with `refuse`, opens none, as in a browser without WebGL.
 */
export async function pageWebgl(page: Page, { refuse = false } = {}) {
  await page.addInitScript((none) => {
    const asked = { count: 0 };
    Object.defineProperty(window, '__webglAsked', { value: asked });
    for (const kind of [HTMLCanvasElement, OffscreenCanvas]) {
      const original = kind.prototype.getContext as (this: unknown, type: string, ...rest: unknown[]) => unknown;
      Object.defineProperty(kind.prototype, 'getContext', {
        value(this: unknown, type: string, ...rest: unknown[]) {
          if (!/webgl/.test(type)) return original.call(this, type, ...rest);
          asked.count++;
          return none ? null : original.call(this, type, ...rest);
        },
      });
    }
  }, refuse);
}

/** How many WebGL contexts the page's own thread has asked for (after `pageWebgl`). */
export const webglAskedOnPage = (page: Page) => page.evaluate(() => (window as unknown as { __webglAsked: { count: number } }).__webglAsked.count);

/** No WebGL in any worker: the probe's and the scene's. */
export const refuseWebglInWorkers = (page: Page) => inWorker(page, /\/assets\/(probeWorker|sceneWorker)-[^/]+\.js$/, REFUSE_WEBGL);
