import { axeViolations, expect, scrollThrough, test } from './fixtures';

for (const path of ['/', '/community', '/not-a-page']) {
  for (const width of [375, 1440]) {
    test(`axe: ${path} at ${width} px has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await scrollThrough(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('axe: home under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  expect(await axeViolations(page)).toEqual([]);
});
