import { cabinet } from '../../src/content/cabinet';
import { community } from '../../src/content/community';
import { memeOffice } from '../../src/content/memeOffice';
import { memeLaws } from '../../src/content/memeLaws';
import { pageMeta } from '../../src/content/meta';
import { tokenomics } from '../../src/content/tokenomics';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const routes = [
  { path: '/', title: pageMeta.home.title, text: 'Chancellor Chip', status: 200 },
  { path: '/community', title: pageMeta.community.title, text: community.heading, status: 200 },
  { path: '/memes', title: pageMeta.memes.title, text: memeOffice.heading, status: 200 },
  { path: '/stage', title: pageMeta.show.title, text: memeLaws.items[0], status: 200 },
  { path: '/no-such-page', title: pageMeta.notFound.title, text: 'Oops! Page not found', status: 404 },
];

test('every route is served as prerendered HTML with its own title, its text and the right status', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(route.status);
    const html = await response.text();
    expect(html).toContain(`<title>${route.title}</title>`);
    expect(html).toContain(route.text);
    // The first screen's CSS is inlined: no render-blocking stylesheet request (the one in <noscript> is for a page without scripting).
    expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  }
});

test('the words paint before any script or font is fetched; then the app starts and the headline font swaps in', async ({ page }) => {
  // Each page as a first visit: nothing from the one before waiting in the browser's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  for (const path of ['/', '/community', '/stage']) {
    await page.goto(path); // waits for hydration
    await expect(page.locator('html'), path).toHaveAttribute('data-fonts', 'oswald');
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      fetched: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|woff2|css)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.paint, path).not.toBeNull();
    expect(timing.fetched.filter((f) => f.name.endsWith('.js')).length, path).toBeGreaterThan(1);
    expect(timing.fetched.filter((f) => f.name.endsWith('.woff2')), path).toHaveLength(1);
    for (const file of timing.fetched) expect(file.start, `${path} ${file.name}`).toBeGreaterThanOrEqual(timing.paint!);
    expect(await page.locator('h1').first().evaluate((el) => getComputedStyle(el).fontFamily), path).toMatch(/^"?Oswald"?,/);
  }
});

test('the CSS a page inlines is never loaded again later in the document, where it would win over other rules', async ({ page }) => {
  await page.goto('/'); // every part hydrated, every section's code loaded
  await expect(page.locator('html')).toHaveAttribute('data-motion', /ready|reduced/);
  const inlined = await page.locator('link[rel="stylesheet"][disabled]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(inlined.length).toBeGreaterThan(3);
  const loaded = await page.locator('link[rel="stylesheet"]:not([disabled])').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
  for (const href of inlined) expect(loaded).not.toContain(href);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  for (const href of inlined) expect(fetched).not.toContain(href);
});

/** The home page's later stylesheet as the browser fetched it, and the first contentful paint. */
async function laterSheet(page: Page) {
  return page.evaluate(() => {
    const sheet = performance
      .getEntriesByType('resource')
      // renderBlockingStatus: Chromium's, not yet in TypeScript's DOM types.
      .find((e): e is PerformanceResourceTiming & { renderBlockingStatus: string } => /\/assets\/home-later-[\w-]+\.css$/.test(new URL(e.name).pathname));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      start: sheet?.startTime ?? Number.NaN,
      end: sheet?.responseEnd ?? Number.NaN,
      blocking: sheet?.renderBlockingStatus ?? 'not fetched',
    };
  });
}

test('the sections below the first screen are styled by a stylesheet fetched after the first paint', async ({ page }) => {
  await page.goto('/');
  const sheet = await laterSheet(page);
  expect(sheet.blocking).toBe('non-blocking');
  expect(sheet.start).toBeGreaterThanOrEqual(sheet.paint);
  // Its rules apply: the roadmap's trail, drawn from the timeline's own rules.
  await expect(page.locator('#roadmap ol.timeline')).toHaveCSS('display', 'grid');
  await expect(page.locator('#roadmap ol.timeline')).toHaveCSS('position', 'relative');
});

test('a page opened at a section below the first screen waits for that stylesheet before its first paint', async ({ page }) => {
  await page.goto('/#tokenomics');
  const sheet = await laterSheet(page);
  expect(sheet.blocking).toBe('blocking');
  expect(sheet.end).toBeLessThanOrEqual(sheet.paint);
  await expect(page.locator('#tokenomics ul.counters')).toHaveCSS('display', 'grid');
});

test('a trailing slash redirects to the route', async ({ request }) => {
  const response = await request.get('/community/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/community');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is readable: every section, final figures, all roadmap cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('$CHIPC');
    for (const id of ['hero', 'about', 'features', 'tokenomics', 'whitepaper', 'meme-laws', 'roadmap', 'cabinet']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#tokenomics .counter__value')).toHaveText(
      tokenomics.counters.map((c) => `${c.prefix ?? ''}${c.target.toLocaleString('en-US')}${c.suffix ?? ''}`),
    );
    // Shown at once: only a page with scripting holds them back until they can count.
    for (const value of await page.locator('#tokenomics .counter__value').all()) await expect(value).toHaveCSS('visibility', 'visible');
    await page.locator('#roadmap').scrollIntoViewIfNeeded();
    await expect(page.locator('#roadmap ol.timeline')).toHaveCSS('display', 'grid'); // its stylesheet, linked in <noscript>
    await expect(page.locator('#roadmap ol.timeline > li').last()).toBeVisible();
    await expect(page.locator('#roadmap ol.timeline > li').last()).toHaveCSS('opacity', '1');
    await expect(page.locator('#cabinet h3')).toHaveText(cabinet.ministers.map((m) => m.name));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-slot="companion"] img')).toHaveCSS('opacity', '1');
  });

  test('community, the show and the 404 view are readable', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('link', { name: /Join Now/ })).toHaveCount(3);
    await page.goto('/stage');
    await expect(page.locator('.show__law')).toHaveText(memeLaws.items[0]);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await page.goto('/nope');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  });
});

test('every route hydrates without a mismatch', async ({ page, consoleMessages }) => {
  for (const route of routes) {
    await page.goto(`${route.path}?mode=lite`);
    await expect(page).toHaveTitle(route.title);
    // Hydrated: the app answers (the mode switch or a route link is live).
    await expect(page.locator('html')).toHaveAttribute('data-motion', /ready|reduced/);
    // Every part hydrated (the home page's parts each on their own): a mismatch would have been reported.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(consoleMessages.filter((m) => /hydrat|did not match|server rendered/i.test(m.text)), route.path).toEqual([]);
  }
});
