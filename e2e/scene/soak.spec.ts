import { expect, scrollThrough, test } from '../fixtures';
import { drawFrame, objectCounter } from '../scene';

// The short version of `npm run soak:home`: counts of objects over a few scroll passes, not times.
test('scrolling the home page again and again grows no listeners, ScrollTriggers, elements or GPU objects', async ({ page }) => {
  await page.goto('/?mode=full&debug=frozen');
  await drawFrame(page);
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  const sample = await objectCounter(page);
  // One pass: down the page, a frame at the cabinet's stage (every minister uploaded), back to the top.
  const pass = async () => {
    await scrollThrough(page);
    await page.locator('[data-slot="cabinet"]').scrollIntoViewIfNeeded();
    await drawFrame(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await drawFrame(page);
  };
  await pass(); // warm-up: every minister drawn once, every reveal and counter fired
  const first = await sample.settled();
  await pass();
  await pass();
  await expect.poll(sample, { message: 'counts after two more passes' }).toEqual(first);
  expect(first.triggers).toBeGreaterThan(0);
  expect(first.geometries).toBeGreaterThan(20);
});
