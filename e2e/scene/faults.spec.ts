import { expect, scrollThrough, test } from '../fixtures';
import { canvasContribution, drawFrame, loseContext, posterShown, restoreContext } from '../scene';

// Each fault ends in a working page and no uncaught error; a restored context draws again,
// checked in pixels. (A failed 3D chunk and no WebGL at all are in modes/modes.spec.ts: no canvas.)
const FROZEN = '/?mode=full&debug=frozen';

test('the context is lost in the middle of a scroll: posters, no error, and the scene back when restored', async ({ page }) => {
  await page.goto('/?mode=full&debug');
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 250);
    if (i === 5) await loseContext(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'lost');
  await scrollThrough(page);
  // At the cabinet, its still picture stands in the companion.
  await page.evaluate(() => document.getElementById('cabinet')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect(page.locator('[data-slot="companion"] img')).toHaveAttribute('src', /cabinet-/);
  await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await restoreContext(page);
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
  await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '0', loaded: true });
});

/** Tells the page its tab is hidden or shown, as a phone's browser does when sent to the background. */
async function setHidden(page: import('@playwright/test').Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a lost WebGL context shows the posters and a restored one draws the scene again; one lost for 10 s shown, never for time in a hidden tab, is given up; turning the stage on tries again', async ({ page }) => {
  await page.clock.install();
  await page.goto(FROZEN);
  await drawFrame(page);
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: '3D stage' });
  await loseContext(page);
  await expect(html).toHaveAttribute('data-scene', 'lost');
  await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
  await page.locator('#cabinet').scrollIntoViewIfNeeded(); // scrolling while lost throws nothing
  await page.evaluate(() => window.scrollTo(0, 0));
  await restoreContext(page);
  await drawFrame(page);
  expect((await canvasContribution(page, '[data-slot="companion"]')).differing).toBeGreaterThan(0.15);
  expect((await posterShown(page, '[data-slot="companion"]')).opacity).toBe('0');

  // Lost again, and this time not given back.
  await loseContext(page);
  await expect(html).toHaveAttribute('data-scene', 'lost');
  // A minute in the background: the browser gives nothing back to a hidden page, so nothing is given up.
  await setHidden(page, true);
  await page.clock.fastForward(60_000);
  await expect(html).toHaveAttribute('data-scene', 'lost');
  await setHidden(page, false);
  await page.clock.fastForward(9_000);
  await expect(html).toHaveAttribute('data-scene', 'lost');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Shown for ten seconds in all: the scene is given up, and the switch says so.
  await page.clock.fastForward(1_500);
  await expect(html).toHaveAttribute('data-scene', 'failed');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(html).toHaveAttribute('data-mode-reason', 'WebGL context lost');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
  // Turned on again: a fresh scene, drawn.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await drawFrame(page);
  await expect(page.locator('canvas')).toHaveCount(1);
  expect((await canvasContribution(page, '[data-slot="companion"]')).differing).toBeGreaterThan(0.15);
});
