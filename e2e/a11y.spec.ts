import type { Locator, Page } from '@playwright/test';
import { rgbOf, ui } from '../src/theme/palette';
import { axeViolations, expect, pngPixels, scrollThrough, test } from './fixtures';

for (const path of ['/', '/community', '/not-a-page']) {
  test(`axe: ${path} at 375 and 1440 px has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await scrollThrough(page);
      expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  });
}

test('axe: home under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(await axeViolations(page)).toEqual([]);
});

/** A 2 × 2 patch of the screen, `dx` CSS pixels left of `link`'s box, level with its middle: [r, g, b, a] × 4. */
async function patchLeftOf(page: Page, link: Locator, dx: number) {
  const box = (await link.boundingBox())!;
  const png = await page.screenshot({ clip: { x: Math.round(box.x) - dx, y: Math.round(box.y + box.height / 2) - 1, width: 2, height: 2 } });
  return [...(await pngPixels(page, png)).data];
}

test("a keyboard focus ring is painted whole on a link at the footer's edge (a box that skips its layout clips what overflows it)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/community');
  // A key pressed first: focus then shows its ring (:focus-visible), as it does for a keyboard user.
  await page.keyboard.press('Tab');
  const link = page.locator('footer a').first();
  // Focused where it stands and brought to the middle at once (the page scrolls smoothly otherwise).
  await link.evaluate((el) => {
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
  });
  await expect(link).toBeFocused();
  // The ring is 3 px of neon 3 px outside the link: 4 and 5 px left of it.
  const neon = [...rgbOf(ui.neon), 255];
  await expect.poll(() => patchLeftOf(page, link, 5)).toEqual([...neon, ...neon, ...neon, ...neon]);
});
