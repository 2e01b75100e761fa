import type {} from '../../src/motion/debug';
import { expect, motionReady, test } from '../fixtures';

const counts = (page: import('@playwright/test').Page) => page.evaluate(() => window.__chipcMotion?.() ?? null);

test('GSAP work is reverted with its page: going back and forth leaves nothing behind', async ({ page }) => {
  await page.goto('/?mode=lite&debug');
  await motionReady(page);
  const home = (await counts(page))!;
  // Four roadmap reveals, three counters and a scrubbed timeline for each act that moves (about, roadmap, cabinet).
  expect(home.triggers).toBe(4 + 3 + 3);

  // ScrollTrigger keeps a delayed call or two of its own (refresh debouncing); nothing else may stay.
  for (let round = 0; round < 3; round++) {
    await page.getByRole('link', { name: 'Community' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
    await motionReady(page);
    const community = (await counts(page))!;
    expect(community.triggers, 'the home page’s triggers are gone').toBe(0);
    expect(community.tweens).toBeLessThanOrEqual(2);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.locator('#hero')).toBeVisible();
    await motionReady(page);
    await expect.poll(async () => (await counts(page))?.triggers).toBe(home.triggers);
  }
});

test('pages with nothing to move never load GSAP; the home page, reached by its link, does', async ({ page }) => {
  const motionChunks: string[] = [];
  page.on('request', (r) => /\/assets\/(gsap|ScrollTrigger|MotionDirector)-/.test(r.url()) && motionChunks.push(new URL(r.url()).pathname));
  // What html[data-motion] said when the home page's hero first stood in the DOM.
  await page.addInitScript(() => {
    const seen = window as unknown as { heroMotion?: string };
    new MutationObserver(() => {
      if (seen.heroMotion === undefined && document.getElementById('hero')) seen.heroMotion = document.documentElement.dataset.motion ?? 'unsaid';
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/memes?mode=lite', '/stage?mode=lite', '/community']) {
    await page.goto(path);
    // Everything lazy has arrived and the page is idle: nothing more would come.
    await motionReady(page);
    expect(motionChunks, path).toEqual([]);
  }
  // The home page's scripts from here on a second late: its sections arrive well after the page
  // itself, the page idle in between. That idle time is no "nothing to move", since the sections
  // bring the parts. They come in three rounds (the page, its sections, the sections' own parts);
  // the motion chunks come at their pace, or the wait would be six seconds of the test's own making.
  await page.route(/\/assets\/(?!(gsap|ScrollTrigger|MotionDirector)-)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.locator('#hero')).toBeVisible();
  // The community page's "nothing to move" left with it: the home page never said it before its parts were attached.
  expect(await page.evaluate(() => (window as unknown as { heroMotion?: string }).heroMotion)).toBe('unsaid');
  // Two late rounds still to come: the suite's wait (10 s) leaves room for them on a slow machine.
  await motionReady(page);
  expect(motionChunks.map((p) => p.split('/').pop()!.split('-')[0]).sort()).toEqual(['MotionDirector', 'ScrollTrigger', 'gsap']);
  // The director attached the home page's parts: a counter counts up to its figure once seen.
  const counter = page.locator('[data-count-to]').first();
  await counter.scrollIntoViewIfNeeded();
  await expect(counter).toHaveText(/[1-9]/);
});
