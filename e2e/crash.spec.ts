import { appError, nav } from '../src/content/meta';
import { expect, test } from './fixtures';

// The community page's code, as a deploy with a bug would serve it: it loads, and throws as it renders.
test.use({ allowedConsoleErrors: [/The page could not be drawn on purpose/] });

test('after the crash view, the next page the visitor goes to starts at its top with focus on its main', async ({ page }) => {
  await page.route(/\/assets\/Community-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'export default function Community() { throw new Error("The page could not be drawn on purpose"); }' }),
  );
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(appError.heading);
  await expect(page.locator('#main')).toBeFocused(); // the crash view, arrived at, takes focus as a page does
  // Scrolled down the crash view, the visitor goes home by the site's own link.
  await page.mouse.wheel(0, 400);
  await page.getByRole('link', { name: nav.home }).click();
  await expect(page.locator('section#hero')).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
