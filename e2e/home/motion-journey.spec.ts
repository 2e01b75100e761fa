import type { Page } from '@playwright/test';
import { nav } from '../../src/content/meta';
import { tokenomics } from '../../src/content/tokenomics';
import type {} from '../../src/motion/debug';
import { expect, motionReady, test } from '../fixtures';
import { counterText, throttle } from '../journey';

/** Opens `from`, lets it settle, then comes home by the logo on a slow device: the home page's code arrives late. */
async function comeHome(page: Page, from: string) {
  await page.goto(from);
  await motionReady(page);
  await throttle(page, 8);
  await page.getByRole('link', { name: nav.home }).click();
  await expect(page.locator('section#hero')).toBeVisible();
}

/** Scrolls to the counters; each must reach its final figure. */
async function countersCountUp(page: Page) {
  await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
  for (const c of tokenomics.counters) {
    await expect(page.locator(`[data-counter="${c.id}"] .counter__value`), c.id).toHaveText(counterText(c), { timeout: 15_000 });
  }
}

test('coming home from /memes by the logo on a slow device, the counters count up, the coins pour and the acts follow the scroll', async ({
  page,
}) => {
  await comeHome(page, '/memes?debug');
  // The motion code too comes only now: the meme office has nothing to move.
  await expect.poll(() => page.evaluate(() => typeof window.__chipcMotion), { timeout: 15_000 }).toBe('function');
  const counts = () => page.evaluate(() => window.__chipcMotion!());
  // Four roadmap reveals and three counters waiting to be seen, a scrubbed timeline for each act that moves.
  await expect.poll(async () => (await counts()).triggers, { timeout: 15_000 }).toBe(4 + 3 + 3);
  // At the top no coin is poured, the trail is not walked and the ministers have not risen.
  await expect.poll(async () => (await counts()).choreography).toMatchObject({ pour: 0, walk: 0, assemble: 0 });
  // The coins pour with the counters; past the roadmap and the cabinet, the walk and the rise are done.
  await countersCountUp(page);
  await expect.poll(async () => (await counts()).choreography.pour).toBe(1);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await expect.poll(async () => (await counts()).choreography, { timeout: 15_000 }).toMatchObject({ walk: 1, assemble: 1 });
});

test('focus moves to the new page’s main once its code has arrived, however late', async ({ page }) => {
  await page.goto('/');
  // The page's chunk held back a second, as on a slow network.
  await page.route(/\/assets\/Community-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.locator('.site-nav').getByRole('link', { name: nav.community }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
  await expect(page.locator('main#main')).toBeFocused();
});

test.describe('without the motion code', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('coming home from another page, the counters show their figures, not zeros', async ({ page, consoleMessages }) => {
    await page.route('**/assets/MotionDirector-*.js', (route) => route.abort());
    // The community page has nothing to move: it never asks for the motion code.
    await page.goto('/community');
    await motionReady(page);
    expect(consoleMessages.some((m) => /Motion effects could not load/.test(m.text))).toBe(false);
    // The home page does, and its counters show their figures when it fails.
    await page.getByRole('link', { name: nav.home }).click();
    await expect.poll(() => consoleMessages.some((m) => /Motion effects could not load/.test(m.text))).toBe(true);
    await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
    for (const c of tokenomics.counters) await expect(page.locator(`[data-counter="${c.id}"] .counter__value`), c.id).toHaveText(counterText(c));
  });
});
