import { nav } from '../src/content/meta';
import { expect, test } from './fixtures';

test('focus moves to the new page’s main once its code has arrived, however late', async ({ page }) => {
  await page.goto('/');
  // The page's chunk held back a second, as on a slow network.
  await page.route(/\/assets\/Community-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.locator('.site-nav').getByRole('link', { name: nav.community }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
  await expect(page.locator('main#main')).toBeFocused();
});
