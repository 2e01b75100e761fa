import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
