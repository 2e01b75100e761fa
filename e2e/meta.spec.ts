import type { Page } from '@playwright/test';
import { pageMeta } from '../src/content/meta';
import { rgbOf, ui } from '../src/theme/palette';
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

/** The picture at `src` drawn at `size` pixels square, and its colour at each point: [r, g, b, a]. */
const colours = (page: Page, src: string, size: number, points: [number, number][]) =>
  page.evaluate(
    async ([src, size, points]) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const context = new OffscreenCanvas(size, size).getContext('2d')!;
      context.drawImage(image, 0, 0, size, size);
      return { natural: [image.naturalWidth, image.naturalHeight], at: points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data]) };
    },
    [src, size, points] as const,
  );

test('the tab icon is in the page; the home-screen icon, share image and robots.txt are served', async ({ page, request }) => {
  await page.goto('/community');
  // The tab's icon needs no request: a data: address the browser draws as it stands, at a tab's
  // size the badge's red below the Chancellor's head.
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  expect((await colours(page, icon!, 32, [[16, 26]])).at).toEqual([[...rgbOf(ui.red), 255]]);
  // A phone's home screen, search results and link previews fetch it by address: a 192-pixel PNG
  // of the same badge (still today's colours) on the page's navy.
  const touchIcon = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
  expect((await request.get(touchIcon)).headers()['content-type']).toBe('image/png');
  expect(await colours(page, touchIcon, 192, [[96, 140], [2, 2]])).toEqual({
    natural: [192, 192],
    at: [
      [...rgbOf(ui.red), 255],
      [...rgbOf(ui.navy900), 255],
    ],
  });
  const og = await request.get('/og-image.png');
  expect(og.headers()['content-type']).toBe('image/png');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
});
