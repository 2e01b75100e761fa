import type { Page } from '@playwright/test';
import { community } from '../src/content/community';
import { memeLaws } from '../src/content/memeLaws';
import { MARKET_URL } from '../playwright.config';
import { expect, LAUNCHED_URL, test } from './fixtures';
import { law, openShow, showReady } from './show';

// The service worker (worker/sw.ts): after one visit the site runs with the network gone;
// pages still come from the network first when it is there; the market is never cached.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has precached the build and controls the page. */
async function offlineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after one visit, /stage and every page load and run with the network gone, across reloads', async ({ page, context }) => {
  await openShow(page, '/stage?mode=lite');
  await offlineReady(page);
  await context.setOffline(true);
  try {
    await test.step('/stage reloads offline and the show runs', async () => {
      await page.reload();
      await showReady(page).waitFor({ state: 'attached' });
      const before = await law(page).innerText();
      await page.keyboard.press('ArrowRight');
      await expect(law(page)).not.toHaveText(before);
      await expect(page.getByRole('img', { name: /QR code linking to/ })).toBeVisible();
    });
    await test.step('the home page, the community page and the 404 view, never visited, load from the precache', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Chancellor Chip');
      await expect(page.locator('#tokenomics')).toBeAttached();
      await page.goto('/community');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
      await page.goto('/no-such-page');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    });
    await test.step('a file opened on its own (not a page) is the file, not the 404 view', async () => {
      const response = await page.goto('/favicon.svg');
      expect(response?.headers()['content-type']).toContain('image/svg+xml');
      expect(response?.fromServiceWorker()).toBe(true);
    });
  } finally {
    await context.setOffline(false);
  }
});

test('online, pages come from the network first: a new deploy shows on the next load', async ({ page, context }) => {
  await openShow(page, '/stage?mode=lite');
  await offlineReady(page);
  // The next deploy: the server now answers /stage with a new page (context.route also sees the worker's requests).
  const original = await (await page.request.get('/stage')).text();
  const deployed = original.replace('</head>', '<meta name="deploy" content="next"></head>');
  await context.route('**/stage?mode=lite', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: deployed }));
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', 'next');
  await expect(law(page)).toHaveText(memeLaws.items[0]);
});

test('the live market endpoint is never cached', async ({ page }) => {
  await page.goto(`${LAUNCHED_URL}/`);
  await offlineReady(page);
  const market = page.waitForResponse((r) => r.url().startsWith(MARKET_URL));
  await page.reload();
  expect((await market).fromServiceWorker()).toBe(false);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(20);
  expect(cached.filter((url) => !url.startsWith(LAUNCHED_URL))).toEqual([]);
  expect(cached.filter((url) => url.includes('market'))).toEqual([]);
});
