import { expect, scrollThrough, test } from './fixtures';
import { objectCounter, stageDrawing } from './stage';

// The short version of `npm run soak:home`: counts of objects, not times.
test('scrolling the home page again and again grows no listeners, ScrollTriggers, elements or GPU objects', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?mode=full&debug');
  await stageDrawing(page);
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  const sample = await objectCounter(page);
  const pass = async () => {
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await stageDrawing(page, 2);
    await page.waitForTimeout(500);
    return sample();
  };
  await pass(); // warm-up: every minister drawn once, every reveal and counter fired
  const first = await pass();
  await pass();
  const last = await pass();
  expect(last).toEqual(first);
  expect(first.triggers).toBeGreaterThan(0);
  expect(first.geometries).toBeGreaterThan(20);
});
