import type { Page } from '@playwright/test';
import { pageMeta } from '../src/content/meta';
import { touchIcon } from '../src/theme/favicon';
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

/** The tab's icon drawn at a tab's size: its colour at the point below the Chancellor's head. */
const badgeColour = (page: Page, src: string) =>
  page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const context = new OffscreenCanvas(32, 32).getContext('2d')!;
    context.drawImage(image, 0, 0, 32, 32);
    return [...context.getImageData(16, 26, 1, 1).data];
  }, src);

/**
 * The home-screen PNG beside the tab's icon drawn afresh as scripts/touch-icon.mjs draws it: its
 * size, and how many of its pixels are far (over 96 of 255 in a channel) from the fresh drawing.
 */
const touchIconDrift = (page: Page, png: string, icon: string) =>
  page.evaluate(
    async ({ png, icon, size, inset, ground }) => {
      const load = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image;
      };
      const saved = await load(png);
      const file = new OffscreenCanvas(size, size).getContext('2d')!;
      file.drawImage(saved, 0, 0);
      const fresh = new OffscreenCanvas(size, size).getContext('2d')!;
      fresh.fillStyle = ground;
      fresh.fillRect(0, 0, size, size);
      fresh.drawImage(await load(icon), inset, inset, size - 2 * inset, size - 2 * inset);
      const [a, b] = [file.getImageData(0, 0, size, size).data, fresh.getImageData(0, 0, size, size).data];
      let far = 0;
      for (let i = 0; i < a.length; i += 4) if (Math.max(...[0, 1, 2].map((c) => Math.abs(a[i + c]! - b[i + c]!))) > 96) far++;
      return { natural: [saved.naturalWidth, saved.naturalHeight], far };
    },
    { png, icon, ...touchIcon, ground: ui.navy900 },
  );

test('the tab icon is in the page; the home-screen icon, share image and robots.txt are served', async ({ page, request }) => {
  await page.goto('/community');
  // The tab's icon needs no request: a data: address the browser draws as it stands.
  const icon = (await page.locator('link[rel="icon"]').getAttribute('href'))!;
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  expect(await badgeColour(page, icon)).toEqual([...rgbOf(ui.red), 255]);
  // A phone's home screen, search results and link previews fetch it by address: a PNG of the same
  // icon, still today's. A moved shape or a changed colour leaves dozens of pixels far apart, a
  // browser's own smoothing of the edges none (`npm run posters` draws it again).
  const touchPath = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
  expect((await request.get(touchPath)).headers()['content-type']).toBe('image/png');
  expect(await touchIconDrift(page, touchPath, icon)).toEqual({ natural: [touchIcon.size, touchIcon.size], far: 0 });
  const og = await request.get('/og-image.png');
  expect(og.headers()['content-type']).toBe('image/png');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('User-agent: *');
});
