import type { Page } from '@playwright/test';
import { memeLaws } from '../../src/content/memeLaws';
import { expect, test } from '../fixtures';
import { canvasContribution, drawFrame, loseContext, objectCounter, posterShown, restoreContext, stepToNextLaw } from '../scene';

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

test('a lost context shows the posters and the show goes on; a restored one draws the scene again', async ({ page }) => {
  await openFrozen(page);
  await loseContext(page);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
  await expect(page.locator('[data-slot="rollcall"] img[data-current]')).toHaveCSS('opacity', '1');
  await stepToNextLaw(page, memeLaws.items);
  await restoreContext(page);
  await drawFrame(page);
  expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.15);
});

test('a context that is not restored within 10 s is given up: posters for good, the show goes on, no error', async ({ page }) => {
  // Playwright's clock, flowing as real time until the test jumps it past the scene's 10 s.
  await page.clock.install();
  await openFrozen(page);
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

test.describe('a 4K event screen', () => {
  /** Animation frames the worker gets before the browser stops giving it any. */
  const RAF_CALLS = 6;
  // A warning of our own says frames went to a timer.
  test('frames keep coming at 3840×2160, drawn on a timer if the browser stops the worker\'s animation frames', async ({ page }) => {
    await page.setViewportSize({ width: 3840, height: 2160 });
    // After its first few animation frames the worker gets no more, as a stalled compositor leaves it.
    await page.route(/\/assets\/sceneWorker-[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const stall = `{const r=self.requestAnimationFrame.bind(self);let n=0;self.requestAnimationFrame=(cb)=>(++n>${RAF_CALLS}?-1:r(cb));}\n`;
      await route.fulfill({ response, body: stall + (await response.text()) });
    });
    // Without the finish (?post=off): the loop is what is tested, and a 4K frame through bloom takes
    // seconds in software WebGL.
    await page.goto('/stage?mode=full&debug&post=off');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-scene', 'ready', { timeout: 45_000 });
    await expect(html).toHaveAttribute('data-scene-loop', 'timer', { timeout: 30_000 });
    // More frames than the browser's animation frames could have drawn: the timer draws on.
    const frames = async () => (await page.evaluate(() => window.__chipcScene?.stats?.frames)) ?? 0;
    await expect.poll(frames, { timeout: 45_000, message: 'frames drawn after the stall' }).toBeGreaterThan(RAF_CALLS + 4);
  });
});
