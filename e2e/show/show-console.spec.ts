import { cabinet } from '../../src/content/cabinet';
import { memeLaws } from '../../src/content/memeLaws';
import { show as showCopy } from '../../src/content/show';
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../fixtures';
import { law, openShow, rollCallName, show, showReady } from '../show';

// /stage/console: the presenter's second window, driving the audience window over BroadcastChannel.
const text = showCopy.console;

test('with no audience window open the console says so, offers to open one, and its controls wait; axe clean', async ({ page }) => {
  await page.goto('/stage/console');
  await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(text.none);
  await expect(page.getByRole('link', { name: text.openAudience })).toHaveAttribute('href', '/stage');
  await expect(page.getByRole('button', { name: new RegExp(`^${text.forward}`) })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
});

test('drives the audience window: buttons and keys, current and next beat, running time; axe clean', async ({ context }) => {
  const audience = await context.newPage();
  await openShow(audience, '/stage?mode=lite');
  const console = await context.newPage();
  await console.goto('/stage/console');
  await expect(console.getByRole('status')).toHaveText(text.connected);

  await test.step('pause from the console, so the show holds while the test reads it', async () => {
    await console.getByRole('button', { name: new RegExp(`^${text.pause}`) }).click();
    await expect(show(audience)).toHaveAttribute('data-paused', 'true');
    await expect(console.getByRole('button', { name: new RegExp(`^${text.pause}`) })).toHaveAttribute('aria-pressed', 'true');
  });

  const beat = await law(audience).innerText();
  const n = memeLaws.items.indexOf(beat as (typeof memeLaws.items)[number]);
  expect(n).toBeGreaterThanOrEqual(0);
  await test.step('the console shows the current and the next beat', async () => {
    await expect(console.getByRole('article', { name: new RegExp(`^${text.now}`) })).toContainText(beat);
    await expect(console.getByRole('article', { name: new RegExp(`^${text.next}`) })).toContainText(memeLaws.items[(n + 1) % memeLaws.items.length]!);
    await expect(console.locator('[data-elapsed]')).toHaveText(/^\d+:\d\d$/);
  });

  await test.step('Next and Previous, by button and by key', async () => {
    await console.getByRole('button', { name: new RegExp(`^${text.forward}`) }).click();
    await expect(law(audience)).toHaveText(memeLaws.items[n + 1]!);
    await console.keyboard.press('ArrowLeft');
    await expect(law(audience)).toHaveText(memeLaws.items[n]!);
    await console.keyboard.press('PageDown');
    await expect(law(audience)).toHaveText(memeLaws.items[n + 1]!);
    await expect(console.getByRole('article', { name: new RegExp(`^${text.now}`) })).toContainText(memeLaws.items[n + 1]!);
  });

  await test.step('H, ? and Esc act on the console only: they never open or close the help on the projector', async () => {
    const help = audience.getByRole('dialog');
    for (const key of ['h', '?']) {
      await console.keyboard.press(key);
      // A key the console does send, after it: once that has landed, the first would have too.
      await console.keyboard.press('ArrowRight');
      await expect(law(audience)).toHaveText(memeLaws.items[n + 2]!);
      await expect(help).toHaveCount(0);
      await console.keyboard.press('ArrowLeft');
      await expect(law(audience)).toHaveText(memeLaws.items[n + 1]!);
    }
    await audience.keyboard.press('h'); // the presenter opens it on the stage window itself
    await expect(help).toBeVisible();
    await console.keyboard.press('Escape');
    await console.keyboard.press('ArrowRight');
    await expect(law(audience)).toHaveText(memeLaws.items[n + 2]!);
    await expect(help).toBeVisible();
    await audience.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await console.keyboard.press('ArrowLeft');
    await expect(law(audience)).toHaveText(memeLaws.items[n + 1]!);
  });

  // The console sends the state a key or button leads to from the one it shows: each step waits for it to show.
  await test.step('blank, cabinet view and spotlight', async () => {
    const blank = console.getByRole('button', { name: new RegExp(`^${text.blank}`) });
    await blank.click();
    await expect(audience.locator('.show__blank')).toBeVisible();
    await expect(blank).toHaveAttribute('aria-pressed', 'true');
    await console.keyboard.press('b');
    await expect(audience.locator('.show__blank')).toHaveCount(0);
    await console.getByRole('button', { name: new RegExp(`^${cabinet.ministers[2]!.name}`) }).click();
    await expect(rollCallName(audience)).toHaveText(cabinet.ministers[2]!.name);
    await console.keyboard.press('m');
    await expect(show(audience)).toHaveAttribute('data-view', 'cabinet');
    const cabinetView = console.getByRole('button', { name: new RegExp(`^${text.cabinetView}`) });
    await expect(cabinetView).toHaveAttribute('aria-pressed', 'true');
    await cabinetView.click();
    await expect(show(audience)).toHaveAttribute('data-view', 'character');
  });

  await test.step('a keyboard user on a button presses that button, not the next-beat key', async () => {
    const pause = console.getByRole('button', { name: new RegExp(`^${text.pause}`) });
    await pause.focus();
    await console.keyboard.press('Space');
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await expect(show(audience)).not.toHaveAttribute('data-paused', 'true');
    await expect(law(audience)).toHaveText(memeLaws.items[n + 1]!);
    await console.keyboard.press('p');
    await expect(show(audience)).toHaveAttribute('data-paused', 'true');
  });

  await test.step("F5, a clicker's slideshow button, goes back to the first beat and never reloads the console", async () => {
    // Heard after the console's own listener: whether it kept the browser from reloading. A reload
    // would also lose the mark.
    await console.evaluate(() => addEventListener('keydown', (e) => e.key === 'F5' && ((window as unknown as { __f5: boolean }).__f5 = e.defaultPrevented)));
    // A new state shown after that listener was added: the console's keys stay heard first.
    await console.keyboard.press('ArrowRight');
    await expect(law(audience)).toHaveText(memeLaws.items[n + 2]!);
    await expect(console.getByRole('article', { name: new RegExp(`^${text.now}`) })).toContainText(memeLaws.items[n + 2]!);
    await console.keyboard.press('F5');
    await expect(law(audience)).toHaveText(memeLaws.items[0]!);
    await expect(console.getByRole('article', { name: new RegExp(`^${text.now}`) })).toContainText(memeLaws.items[0]!);
    expect(await console.evaluate(() => (window as unknown as { __f5?: boolean }).__f5)).toBe(true);
  });

  expect(await axeViolations(console)).toEqual([]);

  await test.step('closing the audience window is noticed', async () => {
    await audience.close();
    await expect(console.getByRole('status')).toHaveText(text.none, { timeout: 10_000 });
  });
});

/** What the console posts on the channel, heard by a second channel of its own page (a sender never hears itself). */
async function recordActions(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __sent: unknown[] };
    w.__sent = [];
    new BroadcastChannel('chipc-show').onmessage = (e: MessageEvent<{ type?: string }>) => e.data?.type === 'action' && w.__sent.push(e.data);
  });
  return () => page.evaluate(() => (window as unknown as { __sent: unknown[] }).__sent);
}

test('two audience windows: the console lists both, drives the newest unless told otherwise, one at a time, with states set outright', async ({ context }) => {
  const first = await context.newPage();
  await first.setViewportSize({ width: 1280, height: 720 });
  await openShow(first, '/stage?mode=lite');
  const second = await context.newPage();
  await second.setViewportSize({ width: 800, height: 600 });
  await openShow(second, '/stage?mode=lite');
  // Both hold still, so only the console moves them.
  for (const p of [first, second]) {
    await p.keyboard.press('p');
    await expect(show(p)).toHaveAttribute('data-paused', 'true');
  }
  const lawIndex = async (p: Page) => memeLaws.items.indexOf((await law(p).innerText()) as (typeof memeLaws.items)[number]);
  const [a, b] = [await lawIndex(first), await lawIndex(second)];

  const console = await context.newPage();
  await console.goto('/stage/console');
  await expect(console.getByRole('status')).toHaveText(text.connected);
  const sent = await recordActions(console);
  const picker = console.getByRole('combobox', { name: text.windows });
  const option = (size: string) => picker.locator('option').filter({ hasText: size });
  await expect(picker.locator('option')).toHaveCount(2);
  const firstId = (await option('1280×720').getAttribute('value'))!;
  const secondId = (await option('800×600').getAttribute('value'))!;
  expect(firstId).not.toBe(secondId);

  await test.step('the newest window is driven by default, and only it', async () => {
    await expect(picker).toHaveValue(secondId);
    await console.keyboard.press('ArrowRight');
    await expect(law(second)).toHaveText(memeLaws.items[b + 1]!);
  });

  await test.step('the presenter chooses the other: the next step goes to it alone', async () => {
    await picker.selectOption(firstId);
    await console.keyboard.press('ArrowRight');
    // One step, not two: the step sent to the newest window never reached this one.
    await expect(law(first)).toHaveText(memeLaws.items[a + 1]!);
    await picker.selectOption(secondId);
    await console.keyboard.press('ArrowRight');
    await expect(law(second)).toHaveText(memeLaws.items[b + 2]!);
  });

  await test.step('pause, blank and view are sent as the state wanted, to the driven window', async () => {
    const pause = console.getByRole('button', { name: new RegExp(`^${text.pause}`) });
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await pause.click();
    await expect(show(second)).not.toHaveAttribute('data-paused', 'true');
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await console.keyboard.press('b');
    await expect(second.locator('.show__blank')).toBeVisible();
    await picker.selectOption(firstId);
    await expect(console.getByRole('button', { name: new RegExp(`^${text.blank}`) })).toHaveAttribute('aria-pressed', 'false');
    await console.keyboard.press('m');
    await expect(show(first)).toHaveAttribute('data-view', 'cabinet');
    await expect(show(first)).toHaveAttribute('data-paused', 'true');
    await expect(first.locator('.show__blank')).toHaveCount(0);
    const actions = (await sent()).slice(-3);
    expect(actions).toEqual([
      { type: 'action', to: secondId, action: { type: 'setPaused', paused: false } },
      { type: 'action', to: secondId, action: { type: 'setBlank', blank: true } },
      { type: 'action', to: firstId, action: { type: 'setView', view: 'cabinet' } },
    ]);
  });

  await test.step('a window keeps its place across its own reload', async () => {
    await first.reload();
    await showReady(first).waitFor({ state: 'attached' });
    await expect(show(first)).toHaveAttribute('data-view', 'character');
    await expect(picker.locator('option')).toHaveCount(2);
    await expect(picker).toHaveValue(firstId);
    await console.keyboard.press('m');
    await expect(show(first)).toHaveAttribute('data-view', 'cabinet');
  });

  await test.step('a copy of a window (its session storage with it) takes an identity of its own', async () => {
    const [copy] = await Promise.all([context.waitForEvent('page'), first.evaluate(() => void window.open('/stage?mode=lite'))]);
    await showReady(copy).waitFor({ state: 'attached' });
    // Sharing one id they would be one entry; the one given up is dropped once silent.
    await expect(picker.locator('option')).toHaveCount(3, { timeout: 10_000 });
  });
});
