import { cabinet } from '../../src/content/cabinet';
import { memeLaws } from '../../src/content/memeLaws';
import { show as showCopy } from '../../src/content/show';
import { frozenFromStart } from '../clock';
import { axeViolations, expect, test } from '../fixtures';
import { stepToNextLaw } from '../scene';
import { fakeWakeLock, fitsScreen, law, openShow, pressKey, rollCallName, show, showReady } from '../show';

// The show's clock and the presenter's controls: beats, keys, the pointer and the wake lock.

test('cycles by itself: a new meme law and the next minister every beat', async ({ page }) => {
  await frozenFromStart(page, '/stage?mode=lite', showReady(page));
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.clock.runFor(showCopy.beatMs - 100);
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.clock.runFor(200);
  await expect(law(page)).toHaveText(memeLaws.items[1]);
  await expect(rollCallName(page)).toHaveText(cabinet.ministers[1]!.name);
  // Beat by beat (each beat's timer is set once the last one has rendered), four beats on
  // the roll call has gone round the cabinet.
  for (let beat = 2; beat <= 5; beat++) {
    await page.clock.runFor(showCopy.beatMs);
    await expect(law(page)).toHaveText(memeLaws.items[beat]!);
  }
  await expect(rollCallName(page)).toHaveText(cabinet.ministers[1]!.name);
  await expect(page.locator('.show__rollcall [data-slot="rollcall"]')).toHaveAttribute('data-minister', cabinet.ministers[1]!.id);
});

test('?speed= runs the show faster, for rehearsals and soak runs', async ({ page }) => {
  await frozenFromStart(page, '/stage?mode=lite&speed=10', showReady(page));
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.clock.runFor(showCopy.beatMs / 10 + 50);
  await expect(law(page)).toHaveText(memeLaws.items[1]);
});

test.describe('presenter keys', () => {
  test('Space and → step on, ← steps back; P pauses and resumes', async ({ page }) => {
    await frozenFromStart(page, '/stage?mode=lite', showReady(page));
    await expect(law(page)).toHaveText(memeLaws.items[0]);
    await page.keyboard.press('Space');
    await expect(law(page)).toHaveText(memeLaws.items[1]);
    await page.keyboard.press('ArrowRight');
    await expect(law(page)).toHaveText(memeLaws.items[2]);
    await expect(rollCallName(page)).toHaveText(cabinet.ministers[2]!.name);
    await page.keyboard.press('ArrowLeft');
    await expect(law(page)).toHaveText(memeLaws.items[1]);

    await page.keyboard.press('p');
    await expect(page.locator('.show__onair')).toHaveText(showCopy.paused);
    await page.clock.runFor(showCopy.beatMs * 3);
    await expect(law(page)).toHaveText(memeLaws.items[1]);
    await page.keyboard.press('ArrowRight'); // the presenter can still step while paused
    await expect(law(page)).toHaveText(memeLaws.items[2]);
    await page.keyboard.press('P');
    await expect(page.locator('.show__onair')).toHaveText(showCopy.onAir);
    await page.clock.runFor(showCopy.beatMs + 100);
    await expect(law(page)).toHaveText(memeLaws.items[3]);
  });

  test('M switches to the cabinet and back; 1–4 spotlight a minister', async ({ page }) => {
    await frozenFromStart(page, '/stage?mode=lite', showReady(page));
    await expect(law(page)).toHaveText(memeLaws.items[0]);
    await page.keyboard.press('3');
    await expect(rollCallName(page)).toHaveText(cabinet.ministers[2]!.name);
    await page.keyboard.press('m');
    await expect(show(page)).toHaveAttribute('data-view', 'cabinet');
    await expect(page.locator('[data-slot="hero"]')).toHaveCount(0);
    const seats = page.locator('.show__cabinet li');
    await expect(seats).toHaveCount(4);
    await expect(seats.nth(2)).toHaveAttribute('data-spotlight', 'true');
    for (const n of [1, 2, 3, 4]) {
      await page.keyboard.press(String(n));
      await expect(seats.nth(n - 1)).toHaveAttribute('data-spotlight', 'true');
      await expect(page.locator('.show__cabinet li[data-spotlight]')).toHaveCount(1);
    }
    await page.keyboard.press('M');
    await expect(show(page)).toHaveAttribute('data-view', 'character');
    await expect(page.locator('[data-slot="hero"]')).toHaveCount(1);
    await expect(rollCallName(page)).toHaveText(cabinet.ministers[3]!.name);
  });

  test('1–4 spotlight by the physical key, on any layout: the AZERTY number row and the keypad', async ({ page }) => {
    await frozenFromStart(page, '/stage?mode=lite', showReady(page));
    await page.keyboard.press('m');
    const seats = page.locator('.show__cabinet li');
    await expect(seats.nth(0)).toHaveAttribute('data-spotlight', 'true');
    // On AZERTY the number row types & é " ' unshifted; the keypad types digits with Num Lock on.
    for (const [key, code, seat] of [
      ['"', 'Digit3', 3],
      ["'", 'Digit4', 4],
      ['é', 'Digit2', 2],
      ['&', 'Digit1', 1],
      ['2', 'Numpad2', 2],
    ] as const) {
      await pressKey(page, key, code);
      await expect(seats.nth(seat - 1)).toHaveAttribute('data-spotlight', 'true');
      await expect(page.locator('.show__cabinet li[data-spotlight]')).toHaveCount(1);
    }
  });

  test('F turns full screen on and off', async ({ page }) => {
    await openShow(page, '/stage?mode=lite');
    await expect(law(page)).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('HTML');
    await fitsScreen(page);
    await page.keyboard.press('F');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('H and ? open the help listing every key; Esc closes it', async ({ page }) => {
    await openShow(page, '/stage?mode=lite');
    await expect(law(page)).toBeVisible();
    await page.keyboard.press('h');
    const help = page.getByRole('dialog', { name: showCopy.helpTitle });
    await expect(help).toBeVisible();
    for (const k of showCopy.keys) await expect(help).toContainText(k.does);
    await expect(help.locator('kbd')).toHaveText(showCopy.keys.flatMap((k) => [...k.keys]));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await page.keyboard.press('?');
    await expect(help).toBeVisible();
    await page.keyboard.press('?');
    await expect(help).toHaveCount(0);
  });
});

test('the pointer hides after 3 s still and comes back when it moves', async ({ page }) => {
  await frozenFromStart(page, '/stage?mode=lite', showReady(page));
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.mouse.move(300, 300);
  await page.clock.runFor(showCopy.pointerIdleMs - 200);
  await expect(show(page)).toHaveCSS('cursor', 'auto');
  await page.clock.runFor(400);
  await expect(show(page)).toHaveAttribute('data-pointer', 'hidden');
  await expect(show(page)).toHaveCSS('cursor', 'none');
  await expect(page.locator('.show__law')).toHaveCSS('cursor', 'none');
  await page.mouse.move(320, 310);
  await expect(show(page)).toHaveCSS('cursor', 'auto');
});

test.describe('wake lock', () => {
  test('is requested on load and again each time the page is shown after being hidden', async ({ page }) => {
    const { requests, releaseAll } = await fakeWakeLock(page);
    await openShow(page, '/stage?mode=lite');
    await expect.poll(requests).toBe(1);
    await page.keyboard.press('h');
    await expect(page.getByRole('dialog')).toContainText('Screen kept awake');
    await page.keyboard.press('h');
    for (const round of [2, 3]) {
      const setVisibility = (state: string) =>
        page.evaluate((v) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => v });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
      await setVisibility('hidden');
      await releaseAll(); // the browser drops the lock
      await setVisibility('visible');
      await expect.poll(requests).toBe(round);
    }
    // The show went on meanwhile.
    await stepToNextLaw(page, memeLaws.items);
  });
});
