import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { LAUNCHED_ADDRESS, MARKET_URL, PORTS } from '../playwright.config';

/** The launched build: contract address, public URL and market endpoint configured. */
export const LAUNCHED_URL = `http://127.0.0.1:${PORTS.launched}`;

/** A good answer of the market endpoint: what every page of the launched build gets unless a test answers otherwise. */
export const MARKET_ANSWER = {
  pairs: [
    {
      chainId: 'bsc',
      baseToken: { address: LAUNCHED_ADDRESS.toLowerCase() },
      priceUsd: '0.00001234',
      marketCap: 1_234_567,
      priceChange: { h24: 12.34 },
      liquidity: { usd: 250_000 },
      volume: { h24: 98_765 },
    },
  ],
};

interface Fixtures {
  /** Console messages of the page, by type, for tests that expect one. */
  consoleMessages: { type: string; text: string }[];
  /** Console errors a test provokes on purpose (a blocked request logs one). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Every test fails on an uncaught error or a console error: the site must
 * never leave one, whatever the route or mode. The one console error that is
 * not the page's: Chromium noting the 404 status of a document the server
 * rightly answered with 404 (the 404 view). A 404 for any other resource counts.
 *
 * `page.goto` also waits for the app to hydrate the prerendered page, so a
 * test never presses a key or clicks before React listens.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, javaScriptEnabled, baseURL }, provide) => {
    // Only the launched build asks the market endpoint, which is not on this machine's network: it
    // is answered for the browser context once a page of that build is opened (a test's own
    // page.route wins over it). Not for every test: any route has Playwright intercept each of the
    // page's requests and turns its cache off (three page specs took 51 core-seconds with it, 47
    // without; on others the difference was within the runs' spread).
    let marketAnswered = false;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      if (!marketAnswered && new URL(url, baseURL).origin === LAUNCHED_URL) {
        marketAnswered = true;
        await page
          .context()
          .route(`${MARKET_URL}*`, (route) =>
            route.fulfill({ contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(MARKET_ANSWER) }),
          );
      }
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response && response.headers()['content-type']?.includes('text/html')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      }
      return response;
    };
    await provide(page);
  },
  consoleMessages: [
    async ({ page, allowedConsoleErrors }, use) => {
      const messages: { type: string; text: string }[] = [];
      const errors: string[] = [];
      const notFoundDocuments = new Set<string>();
      page.on('response', (r) => {
        if (r.status() === 404 && r.request().resourceType() === 'document') notFoundDocuments.add(r.url());
      });
      page.on('console', (m) => {
        // Playwright's own note that it refused the service worker (serviceWorkers: 'block'): not the page's.
        if (/blocked by Playwright/.test(m.text())) return;
        messages.push({ type: m.type(), text: m.text() });
        if (m.type() !== 'error' || allowedConsoleErrors.some((r) => r.test(m.text()))) return;
        if (/status of 404/.test(m.text()) && notFoundDocuments.has(m.location().url)) return;
        errors.push(`console.error: ${m.text()} (${m.location().url})`);
      });
      page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
      await use(messages);
      expect(errors, 'console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * WCAG 2.1 AA through axe; returns the violations, expected to be none.
 * Contrast is measured on final colours: first every finite animation and
 * transition (a fade-in, a reveal) runs to its end. `within` (a selector) scans one part: a test of
 * one part in a new state checks that part; the pages are scanned whole where their own specs say
 * so (a11y.spec.ts for home, community and the 404 view; memes.spec.ts for the meme office, at
 * both widths and in both caption forms), and a whole meme office costs a second or two of CPU a scan.
 */
export async function axeViolations(page: Page, within?: string) {
  await page.waitForFunction(
    () =>
      // A fade or a transition about to end; not a loop, nor a slow timer bar (the show's beat).
      document.getAnimations().every((a) => {
        const t = a.effect?.getComputedTiming();
        return a.playState !== 'running' || !t || t.iterations === Infinity || Number(t.endTime) - Number(t.localTime) > 3000;
      }) &&
      // GSAP's reveals are script tweens, not Web Animations: done once each revealed element is opaque.
      Array.from(document.querySelectorAll('[data-reveal="in"]')).every((el) => getComputedStyle(el).opacity === '1'),
  );
  const scan = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? scan.include(within) : scan).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/** The views a route can show, as a visitor tells them apart. */
export type View = 'home' | 'community' | 'show' | '404';

/** Waits until the page shows `view`: the home page's hero, community's title, the running show or the 404 view. */
export async function expectView(page: Page, view: View) {
  const h1 = page.getByRole('heading', { level: 1 });
  if (view === 'home') await expect(page.locator('section#hero')).toBeVisible();
  if (view === 'community') await expect(h1).toHaveText('Join the campaign');
  if (view === 'show') await expect(page.locator('.show__law')).toBeVisible();
  if (view === '404') await expect(h1).toContainText('Oops! Page not found');
}

/** Waits until the GSAP motion director has attached to the page ('ready', or 'reduced'). */
export async function motionReady(page: Page, state: 'ready' | 'reduced' = 'ready') {
  await expect(page.locator('html')).toHaveAttribute('data-motion', state);
}

/** Scrolls the whole page in steps, so every reveal and counter has been seen. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      // Instant: a smooth scroll (the page's CSS) cut short by the next step can land after a later jump.
      window.scrollTo({ top: y, behavior: 'instant' });
      // A frame, or a second without one: once, in a full run, no frame came here for 88 s (the
      // cause was not found) and the test ran out of time; what callers check next waits on its
      // own, so a step without a frame only moves on.
      await new Promise((r) => {
        const late = setTimeout(r, 1000);
        requestAnimationFrame(() => {
          clearTimeout(late);
          r(null);
        });
      });
    }
  });
}

/** A PNG (a screenshot) decoded in the page, as a browser shows it: its RGBA bytes, row by row. */
export async function pngPixels(page: Page, png: Buffer): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { data, width, height } = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    // As a binary string: a list of numbers this long takes seconds to pass out of the page.
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = '';
    for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { data: btoa(binary), width: bitmap.width, height: bitmap.height };
  }, png.toString('base64'));
  return { data: new Uint8ClampedArray(Buffer.from(data, 'base64')), width, height };
}
