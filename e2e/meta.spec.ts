import { pageMeta } from '../src/content/meta';
import { expect, test } from './fixtures';

for (const [path, meta] of [['/', pageMeta.home], ['/community', pageMeta.community]] as const) {
  test(`${path} has its own title, description and share tags`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(meta.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', meta.title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', meta.description);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', '/og-image.png');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
}

test('favicon, share image and robots.txt are served', async ({ request }) => {
  const favicon = await request.get('/favicon.svg');
  expect(favicon.ok()).toBe(true);
  expect(await favicon.text()).toContain('<svg');
  const og = await request.get('/og-image.png');
  expect(og.headers()['content-type']).toBe('image/png');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
});
