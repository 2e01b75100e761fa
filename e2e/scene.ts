import type { Page } from '@playwright/test';
import type {} from '../src/motion/debug';
import type { SceneStats } from '../src/scene/protocol';
import { expect } from './fixtures';

export type { SceneStats };

export const stats = (page: Page): Promise<SceneStats | null> => page.evaluate(() => window.__chipcScene?.stats ?? null);

/** Waits until the scene has drawn its first frame (the stills have stepped aside). */
export async function sceneReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
}

/**
 * On a page opened with `?debug=frozen`: waits for the scene, then draws one
 * frame of what is on screen now and returns its figures. The scene holds still
 * until the next call, however long this machine takes to draw.
 */
export async function drawFrame(page: Page): Promise<SceneStats> {
  // Until the scene reports ready (at load, or after a restored context), draw and look again.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.__chipcScene?.frame?.());
        return page.locator('html').getAttribute('data-scene');
      },
      { timeout: 30_000, message: 'the frozen scene draws and reports ready' },
    )
    .toBe('ready');
  const s = await page.evaluate(() => window.__chipcScene!.frame!());
  expect(s, 'the frozen scene reports its figures').not.toBeNull();
  return s!;
}

/**
 * What the canvas adds inside elements: a screenshot of `container` with the
 * canvas shown and one with it hidden, compared in the page for each of
 * `parts` (selectors inside it). Per part: the share of pixels that differ and
 * how many distinct colours the canvas version has.
 */
async function canvasContributions(page: Page, container: string, parts: string[]) {
  const target = page.locator(container);
  await target.scrollIntoViewIfNeeded();
  // Frozen scenes draw what is now on screen; a reduced-motion scene has drawn it on the scroll.
  await page.evaluate(() => window.__chipcScene?.frame?.());
  const origin = (await target.boundingBox())!;
  const boxes = await Promise.all(parts.map(async (p) => (await page.locator(p).boundingBox())!));
  const rects = boxes.map((b) => ({ x: b.x - origin.x, y: b.y - origin.y, w: b.width, h: b.height }));
  const withCanvas = (await target.screenshot()).toString('base64');
  // Through the element's style (CSSOM), which the page's policy allows; an injected <style> it refuses.
  const canvas = page.locator('.scene-canvas');
  await canvas.evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
  const without = (await target.screenshot()).toString('base64');
  await canvas.evaluate((el) => ((el as HTMLElement).style.visibility = ''));
  return page.evaluate(
    async ({ a, b, rects, width }) => {
      const read = async (b64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return { data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data, width: bitmap.width };
      };
      const [p, q] = [await read(a), await read(b)];
      return rects.map((r) => {
        let differing = 0;
        let total = 0;
        const colours = new Set<number>();
        const s = p.width / width; // device pixels per CSS pixel
        for (let y = Math.floor(r.y * s); y < Math.floor((r.y + r.h) * s); y++) {
          for (let x = Math.floor(r.x * s); x < Math.floor((r.x + r.w) * s); x++) {
            const i = (y * p.width + x) * 4;
            if (i + 2 >= p.data.length) continue;
            total++;
            const d = Math.abs(p.data[i]! - q.data[i]!) + Math.abs(p.data[i + 1]! - q.data[i + 1]!) + Math.abs(p.data[i + 2]! - q.data[i + 2]!);
            if (d > 24) differing++;
            colours.add(((p.data[i]! >> 4) << 8) | ((p.data[i + 1]! >> 4) << 4) | (p.data[i + 2]! >> 4));
          }
        }
        return { differing: differing / Math.max(1, total), colours: colours.size };
      });
    },
    { a: withCanvas, b: without, rects, width: origin.width },
  );
}

/** The same, for one element. */
export async function canvasContribution(page: Page, selector: string) {
  return (await canvasContributions(page, selector, [selector]))[0]!;
}

/** The scene's files (its page side, its worker and the Chancellor's model) the page asks for from now on. */
export function sceneRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (r) => /\/assets\/((SceneCanvas|sceneWorker)-[^/]+\.js|chancellor-[^/]+\.glb)$/.test(r.url()) && requested.push(r.url()));
  return () => requested;
}

export const posterShown = (page: Page, selector: string) =>
  page.locator(`${selector} img`).evaluate((img) => ({
    opacity: getComputedStyle(img).opacity,
    loaded: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
  }));

/** Loses the scene's WebGL context the way a GPU reset does (WEBGL_lose_context, in the scene's worker). */
export async function loseContext(page: Page) {
  await page.evaluate(() => window.__chipcScene!.loseContext!());
}

export async function restoreContext(page: Page) {
  await page.evaluate(() => window.__chipcScene!.restoreContext!());
}

/**
 * Presses → on the show and expects the meme law after the one shown,
 * wherever the self-running beat stood (tests in real time cannot know).
 */
export async function stepToNextLaw(page: Page, laws: readonly string[]) {
  await page.locator('html[data-page="show"]').waitFor({ state: 'attached' });
  const law = page.locator('.show__law');
  // Pause first (unless the test already has), so the show's own clock cannot step between reading and pressing.
  const show = page.locator('main.show');
  if ((await show.getAttribute('data-paused')) !== 'true') await page.keyboard.press('p');
  await expect(show).toHaveAttribute('data-paused', 'true');
  const before = laws.indexOf((await law.textContent()) ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(law).toHaveText(laws[(before + 1) % laws.length]!);
}

/** ?debug=frozen: draws a frame of where the page stands now, then reports where the Chancellor is and what he does. */
export const frozenReport = (page: Page) =>
  page.evaluate(async () => {
    await window.__chipcScene!.frame!();
    return window.__chipcScene!.chancellor!();
  });

/**
 * Counts of live objects after a forced garbage collection, for the short soak
 * tests (counts, never times): elements, event listeners (Chromium's own
 * counter), the scene's GPU objects and, where the motion director runs, its
 * ScrollTriggers. Returns a function that takes one sample; its `settled()`
 * samples until two agree.
 */
export async function objectCounter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const sample = async () => {
    const listeners = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSEventListeners')?.value;
    };
    // A listener can be in flight for a moment (a once-listener about to fire): read until two agree.
    let count = await listeners();
    for (let i = 0; i < 5; i++) {
      await page.waitForTimeout(300);
      const again = await listeners();
      if (again === count) break;
      count = again;
    }
    const s = (await page.evaluate(async () => (await window.__chipcScene?.frame?.()) ?? window.__chipcScene?.stats))!;
    return {
      elements: await page.evaluate(() => document.getElementsByTagName('*').length),
      listeners: count,
      triggers: await page.evaluate(() => window.__chipcMotion?.().triggers ?? null),
      geometries: s.geometries,
      textures: s.textures,
      programs: s.programs,
    };
  };
  type Counts = Awaited<ReturnType<typeof sample>>;
  /** r3f disposes what a view dropped when the browser is idle: samples until two agree. */
  const settled = async (): Promise<Counts> => {
    let last = await sample();
    for (let i = 0; i < 10; i++) {
      const next = await sample();
      if (JSON.stringify(next) === JSON.stringify(last)) return next;
      last = next;
    }
    return last;
  };
  return Object.assign(sample, { settled });
}

/**
 * Where the canvas drew inside `area` (CSS pixels of the viewport, grown by `margin` on every
 * side): the bounding box of the pixels that change when the canvas is hidden and their mean
 * across (`centreX`: a box clipped by the area's edges keeps its centre there, the drawing's own
 * middle moves with it), or null. For a frozen frame: draw it first.
 */
export async function drawnBounds(page: Page, area: string, margin = 0) {
  const box = (await page.locator(area).boundingBox())!;
  const view = page.viewportSize()!;
  const clip = {
    x: Math.max(0, Math.floor(box.x - margin)),
    y: Math.max(0, Math.floor(box.y - margin)),
    width: 0,
    height: 0,
  };
  clip.width = Math.min(view.width, Math.ceil(box.x + box.width + margin)) - clip.x;
  clip.height = Math.min(view.height, Math.ceil(box.y + box.height + margin)) - clip.y;
  const withCanvas = (await page.screenshot({ clip })).toString('base64');
  const canvas = page.locator('.scene-canvas');
  await canvas.evaluate((el) => ((el as HTMLElement).style.visibility = 'hidden'));
  const without = (await page.screenshot({ clip })).toString('base64');
  await canvas.evaluate((el) => ((el as HTMLElement).style.visibility = ''));
  const found = await page.evaluate(
    async ({ a, b, width }) => {
      const read = async (b64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const c = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return { data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data, w: bitmap.width, h: bitmap.height };
      };
      const [p, q] = [await read(a), await read(b)];
      const s = p.w / width; // device pixels per CSS pixel
      let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
      let [count, sumX] = [0, 0];
      for (let y = 0; y < p.h; y++) {
        for (let x = 0; x < p.w; x++) {
          const i = (y * p.w + x) * 4;
          const d = Math.abs(p.data[i]! - q.data[i]!) + Math.abs(p.data[i + 1]! - q.data[i + 1]!) + Math.abs(p.data[i + 2]! - q.data[i + 2]!);
          if (d <= 24) continue;
          count++;
          sumX += x + 0.5;
          left = Math.min(left, x);
          right = Math.max(right, x + 1);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y + 1);
        }
      }
      return left === Infinity ? null : { left: left / s, top: top / s, right: right / s, bottom: bottom / s, centreX: sumX / count / s };
    },
    { a: withCanvas, b: without, width: clip.width },
  );
  if (!found) return null;
  return { left: found.left + clip.x, top: found.top + clip.y, right: found.right + clip.x, bottom: found.bottom + clip.y, centreX: found.centreX + clip.x };
}
