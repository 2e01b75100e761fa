import type { Page } from '@playwright/test';
import { memeLaws } from '../../src/content/memeLaws';
import { MAX_BUFFER_PIXELS, MAX_PIXEL_RATIO, pixelRatio } from '../../src/scene/worker/pixelRatio';
import { expect, test } from '../fixtures';
import { canvasContribution, drawFrame, loseContext, objectCounter, posterShown, restoreContext, sceneReady, stats, stepToNextLaw } from '../scene';

// The show's 3D, frozen (?debug=frozen): frames are drawn on request, so every pixel
// read is of a frame that holds still, and every step is a key press, not a wait.
const show = (page: Page) => page.locator('main.show');

async function openFrozen(page: Page, viewport = { width: 960, height: 540 }) {
  await page.setViewportSize(viewport);
  await page.goto('/stage?mode=full&debug=frozen');
  await page.locator('html[data-page="show"]').waitFor({ state: 'attached' });
  // The show's own clock would step between reading and checking: the presenter holds it.
  await page.keyboard.press('p');
  await expect(show(page)).toHaveAttribute('data-paused', 'true');
  return drawFrame(page);
}

test('the Chancellor and the roll call are drawn in 3D, in one canvas; M swaps in the cabinet', async ({ page }) => {
  await openFrozen(page);
  await expect(page.locator('canvas')).toHaveCount(1);
  expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.15);
  expect((await canvasContribution(page, '[data-slot="rollcall"]')).differing).toBeGreaterThan(0.1);
  await page.keyboard.press('m');
  await expect(show(page)).toHaveAttribute('data-view', 'cabinet');
  for (const id of ['byte', 'cache', 'glitch', 'overflow']) {
    expect((await canvasContribution(page, `[data-slot="minister-${id}"]`)).differing, id).toBeGreaterThan(0.1);
  }
  const s = await drawFrame(page);
  expect(s.calls).toBeLessThanOrEqual(150);
  expect(s.triangles).toBeLessThanOrEqual(250_000);
});

test('a lost context shows the posters and the show goes on; a restored one draws the scene again; one not restored within 10 s is given up: posters for good, the show goes on, no error', async ({ page }) => {
  // Playwright's clock, flowing as real time until the test jumps it past the scene's 10 s.
  await page.clock.install();
  await openFrozen(page);
  await loseContext(page);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
  await expect(page.locator('[data-slot="rollcall"] img[data-current]')).toHaveCSS('opacity', '1');
  await stepToNextLaw(page, memeLaws.items);
  await restoreContext(page);
  await drawFrame(page);
  expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.15);

  // Lost again, and this time not given back.
  await loseContext(page);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await page.clock.fastForward(9_000);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await page.clock.fastForward(1_500);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
  await expect(page.locator('[data-slot="rollcall"] img[data-current]')).toHaveCSS('opacity', '1');
  await stepToNextLaw(page, memeLaws.items);
});

test('short soak: counts of DOM nodes, listeners and GPU objects do not grow over cycles', async ({ page }) => {
  // Counts, not pixels: a small screen of the same shape draws each frame in a fraction of the time.
  await openFrozen(page, { width: 640, height: 360 });
  const sample = await objectCounter(page);
  // One cycle: the roll call round the whole cabinet, a frame each, then the cabinet view,
  // where every figure is on screen (every GPU object uploaded) and the roll call's are gone.
  const cycle = async () => {
    await expect(show(page)).toHaveAttribute('data-view', 'character');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('ArrowRight');
      await drawFrame(page);
    }
    await page.keyboard.press('m');
    await expect(show(page)).toHaveAttribute('data-view', 'cabinet');
    await drawFrame(page);
  };
  const back = async () => {
    await page.keyboard.press('m');
    await expect(show(page)).toHaveAttribute('data-view', 'character');
    await drawFrame(page);
  };
  await cycle(); // warm-up: every program compiled, every view built once
  const first = await sample.settled();
  for (let round = 0; round < 2; round++) {
    await back();
    await cycle();
  }
  await expect.poll(sample, { message: 'counts after two more cycles' }).toEqual(first);
  expect(first.geometries).toBeGreaterThan(20); // the counts are real: four ministers on the GPU
});

test.describe('a screen that runs for hours', () => {
  /** Animation frames the worker gets before the browser stops giving it any. */
  const RAF_CALLS = 6;
  /** Frames the timer draws before the browser gives animation frames again. */
  const TIMER_FRAMES = 8;
  // A warning of our own says frames went to a timer.
  test('draws on a timer while the browser gives the worker no animation frames, and hands back when they return', async ({ page }) => {
    // A small window: the loop is what is tested, not the drawing.
    await page.setViewportSize({ width: 480, height: 270 });
    // Every state the frame loop reports, in order, however briefly it holds.
    await page.addInitScript(() => {
      const loops: string[] = ((window as unknown as { __loops: string[] }).__loops = []);
      new MutationObserver(() => {
        const loop = document.documentElement.dataset.sceneLoop;
        if (loop && loops.at(-1) !== loop) loops.push(loop);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-scene-loop'] });
    });
    // After its first few animation frames the worker gets none (as a stalled compositor leaves it)
    // until the timer has drawn TIMER_FRAMES frames; then the callbacks asked for meanwhile run.
    await page.route(/\/assets\/sceneWorker-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const stall = `{const r=self.requestAnimationFrame.bind(self);let n=0,held=null,drawn=0;
self.requestAnimationFrame=(cb)=>{if(held){held.push(cb);return -1}if(++n===${RAF_CALLS}){held=[];}return r(cb)};
const p=self.postMessage.bind(self);self.postMessage=(m,t)=>{if(held&&m&&m.type==='stats'&&++drawn>=${TIMER_FRAMES}){const q=held;held=null;n=-Infinity;for(const cb of q)r(cb)}p(m,t)};}\n`;
      await route.fulfill({ response, body: stall + (await response.text()) });
    });
    await page.goto('/stage?mode=full&debug&post=off');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-scene', 'ready', { timeout: 45_000 });
    const loops = () => page.evaluate(() => (window as unknown as { __loops: string[] }).__loops);
    // Animation frames, then the timer (it drew on: the browser's frames came back only after it had), then animation frames again.
    const sequence = async () => (await loops()).join(' ');
    await expect.poll(sequence, { timeout: 45_000 }).toMatch(/^(never )?always timer always$/);
    const frames = async () => (await page.evaluate(() => window.__chipcScene?.stats?.frames)) ?? 0;
    const handedBack = await frames();
    expect(handedBack).toBeGreaterThanOrEqual(TIMER_FRAMES);
    await expect.poll(frames, { timeout: 30_000, message: 'frames drawn on animation frames again' }).toBeGreaterThan(handedBack + 3);
    expect(await sequence()).toMatch(/^(never )?always timer always$/);
  });

  test('a 4K screen draws a buffer within budget, scaled up to fill the screen', async ({ page }) => {
    // The first frame's figures: its sizes are what differs at 4K, not the frame loop (held still:
    // no more frames are drawn). Without the finish (?post=off): a 4K frame through bloom takes
    // seconds in software WebGL.
    await page.setViewportSize({ width: 3840, height: 2160 });
    await page.goto('/stage?mode=full&debug=frozen&post=off');
    await sceneReady(page);
    await expect.poll(() => stats(page).then((s) => s?.buffer)).toBeTruthy();
    const s = (await stats(page))!;
    const ratio = pixelRatio(1, 3840, 2160, MAX_PIXEL_RATIO);
    expect(ratio).toBeLessThan(1);
    expect(s.buffer).toEqual({ width: Math.floor(3840 * ratio), height: Math.floor(2160 * ratio), pixelRatio: ratio });
    // The ratio is rounded to hundredths: within a hundredth of the budget.
    expect(s.buffer!.width * s.buffer!.height).toBeLessThanOrEqual(MAX_BUFFER_PIXELS * 1.01);
    // The canvas still fills the screen: the browser scales the buffer up.
    expect(await page.locator('.scene-canvas canvas').boundingBox()).toMatchObject({ width: 3840, height: 2160 });
  });
});
