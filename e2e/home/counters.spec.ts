import { tokenomics } from '../../src/content/tokenomics';
import { freezeClock } from '../clock';
import { expect, motionReady, test } from '../fixtures';

const value = (page: import('@playwright/test').Page, id: string) =>
  page.locator(`[data-counter="${id}"] .counter__value`);

/** Scrolls the counters into view and steps frozen time frame by frame until they start. */
async function startCounting(page: import('@playwright/test').Page) {
  await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
  const phase = page.locator('[data-counter="supply"] .counter');
  for (let i = 0; i < 30 && (await phase.getAttribute('data-phase')) !== 'counting'; i++) await page.clock.runFor(16);
  await expect(phase).toHaveAttribute('data-phase', 'counting');
}

const asNumber = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('counters read 0 until 30% visible, then count in 60 steps over 2 s, once per page load', async ({ page }) => {
  await freezeClock(page, '/');
  await motionReady(page);
  for (const c of tokenomics.counters) await expect(value(page, c.id)).toHaveText(`${c.prefix ?? ''}0${c.suffix ?? ''}`);
  // Screen readers get the final figures, not the animation.
  expect(await page.locator('#tokenomics .counter .sr-only').allTextContents()).toEqual(['1,000,000,000', '$2,000,000', '10,000+']);
  // Every text a counter shows, recorded in the page as it changes.
  await value(page, 'holders').evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
  });
  const seen = async () => new Set((await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).filter((t) => t !== '0+'));

  // Not started while out of view, however long the visitor waits.
  await page.clock.runFor(5000);
  await expect(value(page, 'supply')).toHaveText('0');
  await expect(page.locator('[data-counter="supply"] .counter')).toHaveAttribute('data-phase', 'waiting');

  await startCounting(page);
  await page.clock.runFor(1000);
  for (const c of tokenomics.counters) {
    const shown = asNumber((await value(page, c.id).textContent()) ?? '');
    expect(shown, `${c.id} at 1 s`).toBeGreaterThan(c.target * 0.4);
    expect(shown, `${c.id} at 1 s`).toBeLessThan(c.target * 0.6);
  }
  const halfway = await seen();
  expect(halfway.size).toBeGreaterThanOrEqual(29);
  expect(halfway.size).toBeLessThanOrEqual(31);

  await page.clock.runFor(1100);
  await expect(value(page, 'supply')).toHaveText('1,000,000,000');
  await expect(value(page, 'market-cap')).toHaveText('$2,000,000');
  await expect(value(page, 'holders')).toHaveText('10,000+');
  // Sixty distinct values after 0 (steps of 2000/60 ms), the last one final.
  const all = await seen();
  expect(all.size).toBe(60);
  expect([...all].at(-1)).toBe('10,000+');

  // Scrolling away and back does not restart them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.clock.runFor(500);
  await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
  await page.clock.runFor(100);
  await expect(page.locator('[data-counter="supply"] .counter')).toHaveAttribute('data-phase', 'done');
  await expect(value(page, 'supply')).toHaveText('1,000,000,000');
});

test.describe('without the motion chunk', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('the figures are final, not stuck at 0', async ({ page }) => {
  await page.route('**/assets/MotionDirector-*.js', (route) => route.abort());
  await page.goto('/');
  await page.locator('#tokenomics').scrollIntoViewIfNeeded();
  await expect(value(page, 'supply')).toHaveText('1,000,000,000');
  await expect(page.locator('#roadmap ol.timeline > li').last()).toBeVisible();
  });
});

test.describe('arriving at the counters before the motion code', () => {
  /** Records, from the first frame, every text the supply counter shows while it is visible. */
  async function recordShown(page: import('@playwright/test').Page) {
    await page.addInitScript(() => {
      const shown: string[] = [];
      (window as unknown as { __shown: string[] }).__shown = shown;
      const look = () => {
        const el = document.querySelector<HTMLElement>('[data-counter="supply"] .counter__value');
        if (el && getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().height > 0) {
          const text = el.textContent ?? '';
          if (shown.at(-1) !== text) shown.push(text);
        }
        if (shown.at(-1) !== '1,000,000,000' || shown.length < 2) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  }
  const shown = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
  /** What was shown, once the recorder (a frame behind the counter) has seen its final figure too. */
  async function shownToTheEnd(page: import('@playwright/test').Page) {
    await expect.poll(async () => (await shown(page)).at(-1)).toBe('1,000,000,000');
    return shown(page);
  }

  test('a link to /#tokenomics: each counter shows 0 first and counts up, never the final figure first', async ({ page }) => {
    await recordShown(page);
    await page.goto('/#tokenomics');
    await expect(page.locator('[data-counter="supply"] .counter')).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    const seen = await shownToTheEnd(page);
    expect(seen[0]).toBe('0');
    expect(seen.indexOf('1,000,000,000')).toBe(seen.length - 1);
    expect(seen.length).toBeGreaterThan(10); // it counted, in steps
  });

  test('a quick scroll there right after load: the same', async ({ page }) => {
    await recordShown(page);
    await page.goto('/');
    await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-counter="supply"] .counter')).toHaveAttribute('data-phase', 'done', { timeout: 15_000 });
    const seen = await shownToTheEnd(page);
    expect(seen[0]).toBe('0');
    expect(seen.indexOf('1,000,000,000')).toBe(seen.length - 1);
  });
});
