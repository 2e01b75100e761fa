import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { pictureFrom, preview } from '../memes';

// The preview is drawn in the headline face. The page asks for the face at its first paint, so it
// is usually in before the preview is first drawn; where it comes later, the preview is drawn again in it.

/** Resolves once a drawing asked for now has had its frame and its task (what the preview waits for). */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))))));

test('a headline face that arrives after the first drawing is drawn in at once', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/oswald-[^/]+\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/memes?mode=lite');
  await pictureFrom(page, 'poster');
  const pixels = () => preview(page).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  // The drawing without the face, once it holds still: no drawing asked earlier is still to come.
  let before = '';
  await expect
    .poll(async () => {
      const first = await pixels();
      await drawn(page);
      before = await pixels();
      return first === before;
    })
    .toBe(true);
  expect(await page.evaluate(() => document.fonts.check('700 64px Oswald')), 'the face is still on its way').toBe(false);
  release();
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 64px Oswald'))).toBe(true);
  await expect.poll(pixels, { message: 'the preview is drawn again in the face' }).not.toBe(before);
});
