import { freezeClock } from '../clock';
import { expect, motionReady, test } from '../fixtures';

test.use({ reducedMotion: 'reduce' });

test('nothing moves: counters final, reveals skipped, feed steps without sliding', async ({ page }) => {
  await freezeClock(page, '/');
  await motionReady(page, 'reduced');
  // Counters are final before they are even scrolled to.
  await expect(page.locator('[data-counter="supply"] .counter__value')).toHaveText('1,000,000,000');
  await expect(page.locator('[data-counter="market-cap"] .counter__value')).toHaveText('$2,000,000');
  await expect(page.locator('[data-counter="holders"] .counter__value')).toHaveText('10,000+');

  const phases = page.locator('#roadmap ol.timeline > li');
  for (let i = 0; i < 4; i++) {
    await expect(phases.nth(i)).toHaveAttribute('data-reveal', 'static');
    expect(await phases.nth(i).evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(['1', 'none']);
  }

  const list = page.locator('#meme-laws .feed__list');
  expect(await list.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
  const start = Number(await list.getAttribute('data-index'));
  await page.clock.runFor(3000);
  await expect(list).toHaveAttribute('data-index', String((start + 1) % 15));
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});

test.describe('switched on while the page is open', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the cards waiting to slide in stand in place, and the counters show their figures', async ({ page }) => {
    await page.goto('/');
    await motionReady(page);
    const last = page.locator('#roadmap ol.timeline > li').last();
    await expect(last).toHaveAttribute('data-reveal', 'pending');
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await motionReady(page, 'reduced');
    await expect(last).toHaveAttribute('data-reveal', 'static');
    expect(await last.evaluate((el) => [getComputedStyle(el).opacity, getComputedStyle(el).transform])).toEqual(['1', 'none']);
    await expect(page.locator('[data-counter="holders"] .counter__value')).toHaveText('10,000+');
  });
});
