import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The page's largest paint, as the browser reports it once everything the first screen shows has
 * painted: which element, and the address of its picture ('' for text).
 */
async function largestPaint(page: Page) {
  // The companion's poster in: it paints over its first picture, in the same place.
  await page.locator('.companion__slot img[src]').evaluate((img: HTMLImageElement) => img.decode());
  return page.evaluate(
    () =>
      new Promise<{ element: string; url: string; entries: number }>((resolve) => {
        // After a frame: a paint just made is reported by then.
        requestAnimationFrame(() =>
          setTimeout(() =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const entries = list.getEntries() as LargestContentfulPaint[];
              const last = entries.at(-1)!;
              const el = last.element;
              const element = !el ? 'none' : el.matches('.companion__slot') ? 'companion first picture' : el.matches('.companion__slot img') ? 'companion poster' : `${el.tagName.toLowerCase()}.${el.className}`;
              resolve({ element, url: last.url.slice(0, 18), entries: entries.length });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
        );
      }),
  );
}

// On a phone the companion's band, on a wide screen its column, is the first screen's largest
// picture: its first picture comes inside the document (no request of its own), so the largest
// paint is made with the document's first paint, and the poster painted over it later never
// counts as a larger one.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width}×${viewport.height} the largest paint is the companion's first picture, which came with the document`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const pictures: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && pictures.push(new URL(r.url()).pathname));
    await page.goto('/');
    expect(await largestPaint(page)).toMatchObject({ element: 'companion first picture', url: 'data:image/svg+xml' });
    // The poster did arrive, and is what shows once in.
    expect(pictures).toContain('/posters/hero-' + (viewport.width < 900 ? 'band' : 'column') + '.webp');
  });
}

test('before the page runs, the sketch stands alone: no empty-image frame over it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const poster = page.locator('.companion__slot img');
  await expect(poster).not.toHaveAttribute('src');
  await expect(poster).toHaveCSS('visibility', 'hidden');
  expect(await page.locator('.companion__slot').evaluate((el) => getComputedStyle(el, '::before').backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
  await context.close();
});

/** The show's largest paint once its poster is in: which element, and its picture's address. */
async function showLargestPaint(page: Page) {
  await page.locator('.show__character img').evaluate((img: HTMLImageElement) => img.decode());
  return page.evaluate(
    () =>
      new Promise<{ element: string; url: string }>((resolve) => {
        requestAnimationFrame(() =>
          setTimeout(() =>
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const last = (list.getEntries() as LargestContentfulPaint[]).at(-1)!;
              const el = last.element;
              const element = !el ? 'none' : el.matches('.show__character') ? 'show character sketch' : el.matches('.show__character img') ? 'show character poster' : el.tagName.toLowerCase();
              resolve({ element, url: last.url.slice(0, 18) });
            }).observe({ type: 'largest-contentful-paint', buffered: true }),
          ),
        );
      }),
  );
}

// The show's largest picture is the Chancellor at his podium. Its sketch comes inside the document,
// so the largest paint is made with the first paint; the poster, asked for at low priority (the
// first paint never waits on it), paints over it later and never counts as a larger one.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`/stage at ${viewport.width}×${viewport.height}: the largest paint is the Chancellor's sketch, which came with the document`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/stage?mode=lite');
    expect(await showLargestPaint(page)).toEqual({ element: 'show character sketch', url: 'data:image/svg+xml' });
  });
}

// At a laptop's width the meme office's five character faces are in its first screen. The
// prerendered page carries none of their pictures: they are asked for once the page runs, after
// the first paint, so its words never share the connection with them.
test('/memes at 1440×900: no picture is asked for before the first paint; the five faces show once the page runs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const response = await page.goto('/memes');
  expect((await response!.text()).match(/<img\b/g)).toBeNull();
  const faces = page.locator('.meme-option__face img');
  await expect(faces).toHaveCount(5);
  for (const face of await faces.all()) await expect.poll(() => face.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { firstPaint, pictures } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    pictures: performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.startsWith('/posters/')).map((r) => r.startTime),
  }));
  expect(pictures.length).toBeGreaterThanOrEqual(5);
  for (const start of pictures) expect(start).toBeGreaterThan(firstPaint);
});

// On Linux each size and weight that the first layout sets text in is a synchronous request to the
// browser before the first paint can be drawn, so the first screens share their sizes (tokens.css).
// Counted as the first paint is reported, before the page runs: a new size in a first screen shows
// here, as a deliberate choice or not at all.
const FIRST_FRAME_TYPE = [
  { path: '/', phone: 13, wide: 15 },
  { path: '/community', phone: 12, wide: 14 },
  { path: '/memes', phone: 14, wide: 15 },
  { path: '/stage', phone: 11, wide: 11 },
];
for (const { path, phone, wide } of FIRST_FRAME_TYPE) {
  test(`${path}'s first frame sets its text in at most ${phone} sizes on a phone and ${wide} on a wide screen`, async ({ page }) => {
    await page.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        const sizes = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          if (!node.textContent?.trim() || !el?.checkVisibility({ contentVisibilityAuto: true }) || el.getClientRects().length === 0) continue;
          const style = getComputedStyle(el);
          sizes.add(`${style.fontFamily.split(',')[0]} ${style.fontWeight} ${Math.floor(parseFloat(style.fontSize))}px`);
        }
        document.documentElement.dataset.firstFrameType = [...sizes].join('; ');
      }).observe({ type: 'paint', buffered: true });
    });
    for (const [viewport, most] of [
      [{ width: 390, height: 844 }, phone],
      [{ width: 1440, height: 900 }, wide],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const sizes = (await page.locator('html[data-first-frame-type]').getAttribute('data-first-frame-type'))!.split('; ');
      expect(sizes.length, `${viewport.width} px: ${sizes.join(', ')}`).toBeLessThanOrEqual(most);
    }
  });
}
