import { expect, scrollThrough, test } from '../fixtures';
import { canvasContribution, drawFrame, loseContext, posterShown, restoreContext } from '../scene';

// Each fault ends in a working page and no uncaught error; a restored context draws again,
// checked in pixels. (A failed 3D chunk and no WebGL at all are in modes.spec.ts: no canvas.)
const FROZEN = '/?mode=full&debug=frozen';

test('a lost WebGL context shows the posters; a restored one draws the scene again', async ({ page }) => {
  await page.goto(FROZEN);
  await drawFrame(page);
  await loseContext(page);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
  await page.locator('#cabinet').scrollIntoViewIfNeeded(); // scrolling while lost throws nothing
  await page.evaluate(() => window.scrollTo(0, 0));
  await restoreContext(page);
  await drawFrame(page);
  expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.15);
  expect((await posterShown(page, '[data-slot="hero"]')).opacity).toBe('0');
});

test('the context is lost in the middle of a scroll: posters, no error, and the scene back when restored', async ({ page }) => {
  await page.goto('/?mode=full&debug');
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 250);
    if (i === 5) await loseContext(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await scrollThrough(page);
  await page.locator('[data-slot="cabinet"]').scrollIntoViewIfNeeded(); // the pictures load lazily, near view
  await expect.poll(() => posterShown(page, '[data-slot="cabinet"]')).toEqual({ opacity: '1', loaded: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await restoreContext(page);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
  await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '0', loaded: true });
});
