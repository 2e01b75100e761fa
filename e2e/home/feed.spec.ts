import type { Page } from '@playwright/test';
import { memeLaws } from '../../src/content/memeLaws';
import { FEED_JOIN_STEP } from '../../src/sections/memeLawFeed';
import { freezeClock } from '../clock';
import { expect, test } from '../fixtures';

const list = (page: Page) => page.locator('#meme-laws .feed__list');

/** With time frozen: runs it on in short steps until every law has joined the list (they join in idle moments). */
async function allJoined(page: Page) {
  const items = list(page).getByRole('listitem');
  for (let i = 0; i < 40 && (await items.count()) < memeLaws.items.length; i++) await page.clock.runFor(50);
  await expect(items).toHaveCount(memeLaws.items.length);
}

async function expectAt(page: Page, index: number) {
  await expect(list(page)).toHaveAttribute('data-index', String(index));
  await expect(list(page)).toHaveAttribute('style', `transform: translateY(${-120 * index}px);`);
}

test('15 laws; advances every 3000 ms by 120 px and wraps from last to first', async ({ page }) => {
  await freezeClock(page, '/');
  await allJoined(page);
  await expect(list(page).getByRole('listitem').first()).toContainText(memeLaws.items[0]);
  const start = Number(await list(page).getAttribute('data-index'));
  await page.clock.runFor(2900);
  await expectAt(page, start);
  await page.clock.runFor(100);
  await expectAt(page, (start + 1) % 15);
  for (let i = 2; i <= 15; i++) {
    await page.clock.runFor(3000);
    await expectAt(page, (start + i) % 15);
    // From the fifteenth law back to the first.
    if ((start + i) % 15 === 14) await expect(list(page).locator('[data-current="true"]')).toContainText(memeLaws.items[14]);
  }
  // The item list itself slides: each step is 120 px on screen.
  const step = await page.locator('#meme-laws .feed__item').first().evaluate((el) => el.getBoundingClientRect().height);
  expect(step).toBeCloseTo(120, 2); // layout rounds to fractions of a pixel under transforms
});

test('pauses while the pointer is over it, while it has keyboard focus, and by its button', async ({ page }) => {
  await freezeClock(page, '/');
  let at = Number(await list(page).getAttribute('data-index'));
  await test.step('the pointer over it', async () => {
    await page.locator('#meme-laws .feed__window').hover();
    await page.clock.runFor(9000);
    await expectAt(page, at);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expectAt(page, (at = (at + 1) % 15));
  });
  await test.step('keyboard focus', async () => {
    await page.locator('#meme-laws .feed__window').focus();
    await page.clock.runFor(9000);
    await expectAt(page, at);
    await page.locator('#meme-laws .feed__window').blur();
    await page.clock.runFor(3000);
    await expectAt(page, (at = (at + 1) % 15));
  });
  await test.step('the pause button', async () => {
    const pause = page.getByRole('button', { name: 'Pause feed' });
    await pause.click();
    const play = page.getByRole('button', { name: 'Play feed' });
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(9000);
    await expectAt(page, at);
    await play.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expectAt(page, (at + 1) % 15);
  });
});

test('reactions are drawn within their ranges, labelled as simulated, once per load', async ({ page }) => {
  await page.clock.install(); // time flows, and can be run ahead
  await page.goto('/');
  // Drawn in the browser just after the feed hydrates: the prerendered page shows dashes.
  const drawn = () => expect(page.locator('#meme-laws [data-reaction="likes"]').first()).toHaveText(/^\d+$/);
  await drawn();
  await expect(page.locator('#meme-laws [data-reaction="likes"]')).toHaveCount(15);
  const ranges = { likes: [100, 1099], dislikes: [10, 209], comments: [5, 54] } as const;
  for (const [kind, [min, max]] of Object.entries(ranges)) {
    const values = (await page.locator(`#meme-laws [data-reaction="${kind}"]`).allTextContents()).map(Number);
    expect(values).toHaveLength(15);
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(min);
      expect(v).toBeLessThanOrEqual(max);
    }
  }
  await expect(page.locator('#meme-laws')).toContainText('Reactions are simulated');
  const read = () => page.locator('#meme-laws [data-reaction]').allTextContents();
  const first = await read();
  await page.clock.runFor(7000); // the feed moves on twice; the figures stay
  expect(await read()).toEqual(first);
  await page.reload();
  await drawn();
  expect(await read()).not.toEqual(first);
});

test('the document carries three laws; the other twelve join a few at a time, none in one long commit', async ({ page }) => {
  // Every change to the list, as the browser reports it: a batch per task, so one commit is one report.
  await page.addInitScript(() => {
    const w = window as unknown as { __joins: { added: number; removed: number }[] };
    w.__joins = [];
    document.addEventListener('DOMContentLoaded', () => {
      const count = (nodes: NodeList) => Array.from(nodes).filter((node) => node.nodeName === 'LI').length;
      new MutationObserver((records) => {
        w.__joins.push(records.reduce((sum, r) => ({ added: sum.added + count(r.addedNodes), removed: sum.removed + count(r.removedNodes) }), { added: 0, removed: 0 }));
      }).observe(document.querySelector('#meme-laws .feed__list')!, { childList: true });
    });
  });
  const response = await page.goto('/');
  expect((await response!.text()).match(/class="feed__item"/g)).toHaveLength(3);
  await expect(list(page).getByRole('listitem')).toHaveCount(15);
  const joins = await page.evaluate(() => (window as unknown as { __joins: { added: number; removed: number }[] }).__joins);
  // Hydration kept the three it found; the twelve came in steps.
  expect(joins.reduce((sum, j) => sum + j.removed, 0)).toBe(0);
  expect(joins.reduce((sum, j) => sum + j.added, 0)).toBe(12);
  for (const join of joins) expect(join.added).toBeLessThanOrEqual(FEED_JOIN_STEP);
  await expect(list(page).getByRole('listitem').last()).toContainText(memeLaws.items[14]);
});
