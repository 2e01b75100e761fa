import type { Page, Route } from '@playwright/test';
import { builtPageStyleHashes, contentSecurityPolicy } from '../../build/securityHeaders';
import { marketStrip } from '../../src/content/tokenomics';
import { MARKET_URL } from '../../playwright.config';
import { axeViolations, expect, MARKET_ANSWER, LAUNCHED_URL, test } from '../fixtures';

const GOOD = MARKET_ANSWER;
const strip = (page: Page) => page.locator('section.market');
const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** Answers the market endpoint with `answer(n)` for the n-th request (0-based), recording when each came. */
async function serveMarket(page: Page, answer: (n: number, route: Route) => Promise<void>) {
  const times: number[] = [];
  await page.route(`${MARKET_URL}*`, async (route) => {
    times.push(Date.now());
    await answer(times.length - 1, route);
  });
  return times;
}

/**
 * Runs the fake clock forward in steps until the strip reaches `state`: each
 * answer arrives in real time, and only then is the next retry's timer set.
 */
async function advanceUntil(page: Page, state: string, stepMs = 2000) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(stepMs);
        return strip(page).getAttribute('data-state');
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(state);
}

async function openTokenomics(page: Page) {
  await page.goto(`${LAUNCHED_URL}/?mode=lite`);
  await page.locator('#tokenomics').scrollIntoViewIfNeeded();
}

test('a good answer shows every figure, compact and in full for screen readers, with its source and time', async ({ page, request }) => {
  const times = await serveMarket(page, (_n, route) => json(route, GOOD));
  await openTokenomics(page);
  await expect(strip(page)).toHaveAttribute('data-state', 'live');
  const figures = strip(page).locator('dd');
  await expect(figures).toHaveText(['$0.00001234', '$1.2M$1,234,567', '+12.3%', '$250K$250,000', '$98.8K$98,765']);
  await expect(figures.nth(1).locator('[aria-hidden="true"]')).toHaveText('$1.2M');
  await expect(figures.nth(1).locator('.sr-only')).toHaveText('$1,234,567');
  await expect(strip(page).getByRole('status')).toContainText(marketStrip.source('market.example'));
  await expect(strip(page).getByRole('status')).toContainText(/read at \d\d:\d\d:\d\d/);
  expect(times).toHaveLength(1);
  expect(await axeViolations(page)).toEqual([]);
  // The policy lets the page reach exactly that origin, and no other.
  const csp = (await request.get(`${LAUNCHED_URL}/`)).headers()['content-security-policy'];
  // (Each page's policy names its own inline stylesheet: the launched build's home page's.)
  const styleHashes = builtPageStyleHashes('.e2e/launched')['index.html'];
  expect(csp).toBe(contentSecurityPolicy({ connectOrigins: ['https://market.example'], styleHashes }));
});

test('a price just under a dollar, which rounds up to one, shows as a dollar and the page stays whole', async ({ page }) => {
  const pair = { ...GOOD.pairs[0]!, priceUsd: '0.99996' };
  await serveMarket(page, (_n, route) => json(route, { pairs: [pair] }));
  await openTokenomics(page);
  await expect(strip(page)).toHaveAttribute('data-state', 'live');
  await expect(strip(page).locator('dd').first()).toHaveText('$1.00');
  await expect(page.getByRole('heading', { level: 2, name: 'Roadmap' })).toBeAttached();
});

test('a slow answer shows the skeleton in a frame of the same size: nothing shifts', async ({ page }) => {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await serveMarket(page, async (_n, route) => {
    await answered;
    await json(route, GOOD);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openTokenomics(page);
  await expect(strip(page)).toHaveAttribute('data-state', 'loading');
  await expect(strip(page)).toHaveAttribute('aria-busy', 'true');
  await expect(strip(page).locator('.market__skeleton')).toHaveCount(5);
  // Read in one go in the page: the skeleton's frame is replaced by the strip's own (the same size,
  // a new element) when its chunk arrives, and a handle taken a moment before would be detached.
  const boxes = () => page.evaluate(() => ({ strip: document.querySelector('section.market')!.getBoundingClientRect().toJSON(), claims: document.querySelector('.claims')!.getBoundingClientRect().toJSON() }) as { strip: DOMRect; claims: DOMRect });
  // Shifts are counted from here on, with the fonts in: the strip's own change is the subject (a
  // late font swap elsewhere on a loaded machine is not).
  await page.evaluate(async () => {
    await document.fonts.ready;
    (window as unknown as { __cls: number }).__cls = 0;
  });
  const before = await boxes();
  release();
  await expect(strip(page)).toHaveAttribute('data-state', 'live');
  const after = await boxes();
  expect(after.strip.height).toBe(before.strip.height);
  expect(after.claims.y).toBe(before.claims.y);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
});

test.describe('failures', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('500s are retried three times with doubling back-off, then the strip says the data is unavailable', async ({ page }) => {
    const STEP_MS = 500;
    // By the page's own (fake) clock: when each failed answer reached the page and when the next
    // request left. The retry's timer starts at the answer, so that gap is the back-off, however
    // long an answer took to arrive on this machine while the test ran the clock ahead.
    await page.addInitScript((url) => {
      const w = window as unknown as { __asked: number[]; __answered: number[] };
      w.__asked = [];
      w.__answered = [];
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (!String(input instanceof Request ? input.url : input).startsWith(url)) return original(input, init);
        w.__asked.push(Date.now());
        return original(input, init).finally(() => w.__answered.push(Date.now()));
      };
    }, MARKET_URL);
    await page.clock.install();
    const times = await serveMarket(page, (_n, route) => json(route, { error: 'down' }, 500));
    await openTokenomics(page);
    await advanceUntil(page, 'unavailable', STEP_MS);
    await expect(strip(page).getByRole('status')).toHaveText(marketStrip.unavailable);
    expect(times).toHaveLength(4); // the first try and three retries
    const { asked, answered } = await page.evaluate(() => {
      const w = window as unknown as { __asked: number[]; __answered: number[] };
      return { asked: w.__asked, answered: w.__answered };
    });
    const waits = asked.slice(1).map((t, i) => t - answered[i]!);
    // 1 s, 2 s, 4 s (the cap of 30 s is in the unit tests): each at least its back-off, and at
    // most two of the test's clock steps more. The query library passes the failure on in a 0 ms
    // timer, which the fake clock runs only at its next step, and the retry fires at the step that
    // reaches its time (1,663 ms was measured for the first on a busy machine).
    expect(waits).toHaveLength(3);
    for (const [i, backOff] of [1000, 2000, 4000].entries()) {
      expect(waits[i], `retry ${i + 1}`).toBeGreaterThanOrEqual(backOff);
      expect(waits[i], `retry ${i + 1}`).toBeLessThanOrEqual(backOff + 2 * STEP_MS);
    }
  });

  test('malformed or partial JSON is rejected: never NaN or undefined on screen', async ({ page }) => {
    await page.clock.install();
    const answers = ['not json at all', { pairs: [{ priceUsd: 'abc', liquidity: { usd: 1 } }] }, { pairs: [{ priceUsd: '1' }] }, { pairs: [] }];
    await serveMarket(page, (n, route) => json(route, answers[n % answers.length]));
    await openTokenomics(page);
    await advanceUntil(page, 'unavailable'); // through the back-off
    await expect(strip(page)).not.toContainText(/NaN|undefined|Infinity/);
  });

  test('after a good reading, failing refreshes mark the figures stale but keep them', async ({ page }) => {
    await page.clock.install();
    await serveMarket(page, (n, route) => (n === 0 ? json(route, GOOD) : json(route, 'oops', 500)));
    await openTokenomics(page);
    await expect(strip(page)).toHaveAttribute('data-state', 'live');
    await advanceUntil(page, 'stale'); // the refresh at 30 s and its retries
    await expect(strip(page).getByRole('status')).toContainText('Stale');
    await expect(strip(page).locator('dd').first()).toHaveText('$0.00001234');
  });
});

test('refreshes every 30 s while the tab is visible, never while it is hidden', async ({ page }) => {
  await page.clock.install();
  const times = await serveMarket(page, (_n, route) => json(route, GOOD));
  await openTokenomics(page);
  await expect(strip(page)).toHaveAttribute('data-state', 'live');
  await page.clock.runFor(30_500);
  await expect.poll(() => times.length).toBe(2);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as browsers fire it
  });
  await page.clock.runFor(120_000);
  await page.waitForTimeout(300);
  expect(times).toHaveLength(2);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as browsers fire it
  });
  await expect.poll(() => times.length).toBe(3); // back in view: a fresh reading at once
  await page.clock.runFor(30_500);
  await expect.poll(() => times.length).toBe(4); // and the 30 s rhythm again
});

test('with no endpoint configured (the default) there is no strip and no request for it', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/?mode=lite');
  await page.locator('#tokenomics').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await expect(strip(page)).toHaveCount(0);
  expect(requests.filter((u) => !u.startsWith(`${baseURL}/`))).toEqual([]);
  expect(requests.filter((u) => /MarketStrip/.test(u))).toEqual([]);
});
