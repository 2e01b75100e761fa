import { cabinet } from '../src/content/cabinet';
import { memeLaws } from '../src/content/memeLaws';
import { show as showCopy } from '../src/content/show';
import { axeViolations, expect, test } from './fixtures';
import { law, openShow, rollCallName, show } from './show';

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

  await test.step('blank, cabinet view and spotlight', async () => {
    await console.getByRole('button', { name: new RegExp(`^${text.blank}`) }).click();
    await expect(audience.locator('.show__blank')).toBeVisible();
    await console.keyboard.press('b');
    await expect(audience.locator('.show__blank')).toHaveCount(0);
    await console.getByRole('button', { name: new RegExp(`^${cabinet.ministers[2]!.name}`) }).click();
    await expect(rollCallName(audience)).toHaveText(cabinet.ministers[2]!.name);
    await console.keyboard.press('m');
    await expect(show(audience)).toHaveAttribute('data-view', 'cabinet');
    await console.getByRole('button', { name: new RegExp(`^${text.cabinetView}`) }).click();
    await expect(show(audience)).toHaveAttribute('data-view', 'character');
  });

  await test.step('a keyboard user on a button presses that button, not the next-beat key', async () => {
    const pause = console.getByRole('button', { name: new RegExp(`^${text.pause}`) });
    await pause.focus();
    await console.keyboard.press('Space');
    await expect(show(audience)).not.toHaveAttribute('data-paused', 'true');
    await expect(law(audience)).toHaveText(memeLaws.items[n + 1]!);
    await console.keyboard.press('p');
    await expect(show(audience)).toHaveAttribute('data-paused', 'true');
  });

  expect(await axeViolations(console)).toEqual([]);

  await test.step('closing the audience window is noticed', async () => {
    await audience.close();
    await expect(console.getByRole('status')).toHaveText(text.none, { timeout: 10_000 });
  });
});
