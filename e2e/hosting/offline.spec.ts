import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { community } from '../../src/content/community';
import { memeLaws } from '../../src/content/memeLaws';
import { MARKET_URL } from '../../playwright.config';
import { expect, LAUNCHED_URL, motionReady, scrollThrough, test } from '../fixtures';
import { law, openShow, showReady } from '../show';

// The service worker (sw/sw.ts): after one visit the site runs with the network gone;
// pages still come from the network first when it is there; the market is never cached.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has precached the build and controls the page. */
async function offlineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every address in the site's caches (the precache's and the runtime's), as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** The 3D scene: its worker (three.js) and its page side. */
const SCENE = /\/assets\/(sceneWorker|SceneCanvas)-[^/]+\.js$/;
const POSTER = /^\/posters\//;

test('after one visit, /stage and every page load and run with the network gone, across reloads', async ({ page, context }) => {
  await openShow(page, '/stage?mode=lite');
  await offlineReady(page);
  // The show asks for its own set beyond the shell: the scene (a venue screen in full mode) and the ministers' posters.
  await expect.poll(async () => (await cachedPaths(page)).filter((path) => SCENE.test(path)).length).toBe(2);
  await expect.poll(async () => (await cachedPaths(page)).filter((path) => /^\/posters\/minister-/.test(path)).length).toBe(4);
  const sceneFiles = (await cachedPaths(page)).filter((path) => SCENE.test(path));
  await context.setOffline(true);
  try {
    await test.step('the scene and its worker are there for full mode', async () => {
      const answers = await page.evaluate((paths) => Promise.all(paths.map(async (path) => (await fetch(path)).ok)), sceneFiles);
      expect(answers).toEqual([true, true]);
    });
    await test.step('/stage reloads offline and the show runs', async () => {
      await page.reload();
      await showReady(page).waitFor({ state: 'attached' });
      const before = await law(page).innerText();
      await page.keyboard.press('ArrowRight');
      await expect(law(page)).not.toHaveText(before);
      await expect(page.getByRole('img', { name: /QR code linking to/ })).toBeVisible();
    });
    await test.step('the home page, the community page (at its address and at its folder’s) and the 404 view, never visited, load from the precache', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Chancellor Chip');
      await expect(page.locator('#tokenomics')).toBeAttached();
      await page.goto('/community');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
      // At the address of its folder, as some hosts link it: the same page.
      await page.goto('/community/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.heading);
      await page.goto('/no-such-page');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    });
    await test.step('a file opened on its own (not a page) is the file, not the 404 view', async () => {
      // A minister's poster, kept when /stage was opened, in a tab of its own.
      const poster = (await cachedPaths(page)).find((path) => /^\/posters\/minister-/.test(path));
      expect(poster).toBeDefined();
      const response = await page.goto(poster!);
      expect(response?.headers()['content-type']).toContain('image/webp');
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
  // The new page runs the show, at the beat the screen was on (on a slow machine a beat may have passed).
  await showReady(page).waitFor({ state: 'attached' });
  expect(memeLaws.items).toContain(await law(page).textContent());
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

// The offline copy's downloads also wait until the page's own are over: on a phone's connection
// they would otherwise share it with the later sections, the motion and the scene.
test('a lite visit to / downloads no 3D, no poster it does not show and no whitepaper, by the page or the service worker, which starts once the page’s downloads are quiet', async ({ page, context }) => {
  test.slow(); // a whole phone-sized page scrolled frame by frame, after the service worker's install
  await page.setViewportSize({ width: 390, height: 844 }); // a phone on mobile data
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      const ends = performance.getEntriesByType('resource').map((entry) => (entry as PerformanceResourceTiming).responseEnd);
      document.documentElement.dataset.swAfter = String(performance.now() - Math.max(...ends));
      return register(...args);
    };
  });
  const requested: { path: string; by: 'page' | 'service worker' }[] = [];
  // The context sees the service worker's own requests too (its precache and runtime fetches).
  context.on('request', (r) => requested.push({ path: new URL(r.url()).pathname, by: r.serviceWorker() ? 'service worker' : 'page' }));
  const paths = (by: 'page' | 'service worker', pattern: RegExp) => [...new Set(requested.filter((r) => r.by === by && pattern.test(r.path)).map((r) => r.path))].sort();
  await page.goto('/?mode=lite');
  await offlineReady(page);
  // Registered once no file had arrived for the page for two seconds.
  expect(Number(await page.locator('html[data-sw-after]').getAttribute('data-sw-after'))).toBeGreaterThanOrEqual(2000);

  await test.step('installed: the service worker fetched no poster the page has not shown', async () => {
    const shown = paths('page', POSTER);
    expect(shown).toEqual(['/posters/hero-band.webp']); // the companion's band: a phone's shape
    expect(paths('service worker', POSTER).filter((path) => !shown.includes(path))).toEqual([]);
    // The page asked for what it shows to be kept: the band, never the column a wide screen takes.
    await expect.poll(async () => (await cachedPaths(page)).filter((path) => POSTER.test(path))).toEqual(['/posters/hero-band.webp']);
  });

  await test.step('scrolled through: the scene and the whitepaper never fetched nor cached, only shown posters cached', async () => {
    await scrollThrough(page);
    await motionReady(page);
    await page.waitForLoadState('networkidle');
    const shown = paths('page', POSTER);
    expect(paths('page', SCENE)).toEqual([]);
    expect(paths('service worker', SCENE)).toEqual([]);
    expect(requested.filter((r) => r.path.endsWith('.pdf'))).toEqual([]);
    expect(paths('service worker', POSTER).filter((path) => !shown.includes(path))).toEqual([]);
    const cached = await cachedPaths(page);
    expect(cached).toContain('/index.html'); // the offline copy is there
    expect(cached.filter((path) => SCENE.test(path) || path.endsWith('.pdf'))).toEqual([]);
    expect(cached.filter((path) => POSTER.test(path) && !shown.includes(path))).toEqual([]);
  });
});

test('a poster made again (same name, new pictures) replaces the kept one from the next view on', async ({ page, context }) => {
  await page.goto('/?mode=lite');
  await offlineReady(page);
  // The companion's first picture, in a wide screen's shape, kept at the page's request.
  const poster = '/posters/hero-column.webp';
  await expect.poll(async () => (await cachedPaths(page)).includes(poster)).toBe(true);
  const kept = () => page.evaluate(async (url) => (await (await caches.match(url, { ignoreSearch: true }))?.arrayBuffer())?.byteLength, poster);
  const before = await kept();
  // The host now serves the regenerated poster (the route also answers the service worker's requests).
  const remade = readFileSync('dist/posters/tokenomics-column.webp');
  expect(remade.byteLength).not.toBe(before);
  await context.route(`**${poster}`, (route) => route.fulfill({ contentType: 'image/webp', body: remade }));
  await page.reload();
  await expect.poll(kept).toBe(remade.byteLength);
  const shown = await page.evaluate(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength, poster);
  expect(shown).toBe(remade.byteLength);
});
