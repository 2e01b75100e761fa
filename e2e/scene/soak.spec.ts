import type { Page } from '@playwright/test';
import { expect, scrollThrough, test } from '../fixtures';
import { drawFrame, objectCounter, sceneReady, stats } from '../scene';

// The short version of `npm run soak:home`: counts of objects over a few scroll passes, not times.
// Once frozen (frames drawn on request, every pixel known), once on the real frame loop.

/** On the live loop: resolves once a frame newer than now has been drawn. */
async function liveFrame(page: Page) {
  const now = (await stats(page))?.frames ?? 0;
  await expect.poll(async () => (await stats(page))?.frames ?? 0, { message: 'a new live frame' }).toBeGreaterThan(now);
}

for (const loop of ['frozen', 'live'] as const) {
  test(`scrolling the home page again and again grows no listeners, ScrollTriggers, elements or GPU objects (${loop} frames)`, async ({ page }) => {
    const frame = loop === 'frozen' ? () => drawFrame(page) : () => liveFrame(page);
    await page.goto(loop === 'frozen' ? '/?mode=full&debug=frozen' : '/?mode=full&debug');
    if (loop === 'live') await sceneReady(page);
    await frame();
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
    const sample = await objectCounter(page);
    // One pass: down the page, a frame at the cabinet (every minister uploaded), back to the top.
    const pass = async () => {
      await scrollThrough(page);
      await page.evaluate(() => document.getElementById('cabinet')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await frame();
      await page.evaluate(() => window.scrollTo(0, 0));
      await frame();
    };
    await pass(); // warm-up: every minister drawn once, every reveal and counter fired
    const first = await sample.settled();
    // Anything kept per pass shows after one more (`npm run soak:home` runs hundreds).
    await pass();
    await expect.poll(sample, { message: 'counts after another pass' }).toEqual(first);
    expect(first.triggers).toBeGreaterThan(0);
    expect(first.geometries).toBeGreaterThan(20);
  });
}
