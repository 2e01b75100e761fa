import { pageMeta } from '../src/content/meta';
import { SITE_URL } from '../playwright.config';
import { expect, LAUNCHED_URL, test } from './fixtures';

for (const [path, meta] of [['/', pageMeta.home], ['/community', pageMeta.community], ['/memes', pageMeta.memes]] as const) {
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

test('with the public address configured, share cards carry absolute addresses and each page its og:url', async ({ request }) => {
  const tag = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  for (const [path, url] of [['/', SITE_URL], ['/community', `${SITE_URL}community`]]) {
    const html = await (await request.get(`${LAUNCHED_URL}${path}`)).text();
    expect(tag(html, 'og:image'), path).toBe(`${SITE_URL}og-image.png`);
    expect(tag(html, 'twitter:image'), path).toBe(`${SITE_URL}og-image.png`);
    expect(tag(html, 'og:url'), path).toBe(url);
  }
  // The 404 view is no page to share.
  expect(tag(await (await request.get(`${LAUNCHED_URL}/no-such-page`)).text(), 'og:url')).toBeUndefined();
});

test('favicon, share image and robots.txt are served', async ({ request }) => {
  const favicon = await request.get('/favicon.svg');
  expect(favicon.ok()).toBe(true);
  expect(await favicon.text()).toContain('<svg');
  const og = await request.get('/og-image.png');
  expect(og.headers()['content-type']).toBe('image/png');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
});
