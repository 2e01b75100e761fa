import { axeViolations, expect, scrollThrough, test } from './fixtures';

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
