import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { cabinet } from '../src/content/cabinet';
import { memeLaws } from '../src/content/memeLaws';
import { stageShow } from '../src/content/stage';
import { SITE_URL } from '../playwright.config';
import { frozenFromStart } from './clock';
import { axeViolations, expect, LAUNCHED_URL, test } from './fixtures';
import { posterShown, stepToNextLaw } from './stage';

const law = (page: Page) => page.locator('.show__law');
const rollCallName = (page: Page) => page.locator('.show__rollcall .show__name');
const show = (page: Page) => page.locator('main.show');
/** Set by the stage screen once it runs in the browser (its chunk is lazy, after the prerendered markup). */
const stageReady = (page: Page) => page.locator('html[data-page="stage"]');
async function openStage(page: Page, url: string) {
  await page.goto(url);
  await stageReady(page).waitFor({ state: 'attached' });
}

/** The page fits the screen exactly: no scrollbars either way, nothing outside it. */
async function fitsScreen(page: Page) {
  const box = await page.evaluate(() => {
    const outside = Array.from(document.querySelectorAll('main.show *')).filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('.show__marquee')) return false; // the ticker runs past the edge on purpose
      return r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
    });
    return {
      scroll: [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight],
      outside: outside.map((el) => el.className || el.tagName),
    };
  });
  expect(box.scroll).toEqual([0, 0]);
  expect(box.outside).toEqual([]);
}

for (const [name, viewport] of [
  ['16:9 at 1920×1080', { width: 1920, height: 1080 }],
  ['9:16 at 1080×1920', { width: 1080, height: 1920 }],
  ['16:9 at 3840×2160', { width: 3840, height: 2160 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    test('fills the screen without scrollbars or site chrome: character, ticker, caption, roll call, QR', async ({ page }) => {
      await openStage(page, '/stage?mode=lite');
      await expect(page).toHaveTitle(/Stage mode/);
      await expect(page.locator('.site-header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await fitsScreen(page);
      // The Chancellor is centre stage and large.
      const character = (await page.locator('[data-slot="hero"]').boundingBox())!;
      expect(character.height).toBeGreaterThan(viewport.height * (viewport.width > viewport.height ? 0.7 : 0.3));
      expect(Math.abs(character.x + character.width / 2 - viewport.width / 2)).toBeLessThan(viewport.width * 0.1);
      await expect(page.locator('.show__ticker')).toContainText('$CHIPC');
      await expect(page.locator('.show__ticker > .show__ticker-symbol')).toBeInViewport({ ratio: 1 });
      await expect(law(page)).toHaveText(memeLaws.items[0]);
      await expect(rollCallName(page)).toHaveText(cabinet.ministers[0]!.name);
      await expect(page.getByRole('img', { name: /QR code linking to/ })).toBeInViewport({ ratio: 1 });
      // Text is live DOM at any size, so it stays crisp: the headline scales with the screen.
      const fontPx = await law(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontPx).toBeGreaterThan(Math.min(viewport.width, viewport.height) * 0.04);
    });
  });
}

test('cycles by itself: a new meme law and the next minister every beat', async ({ page }) => {
  await frozenFromStart(page, '/stage?mode=lite', stageReady(page));
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.clock.runFor(stageShow.beatMs - 100);
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.clock.runFor(200);
  await expect(law(page)).toHaveText(memeLaws.items[1]);
  await expect(rollCallName(page)).toHaveText(cabinet.ministers[1]!.name);
  // Beat by beat (each beat's timer is set once the last one has rendered), four beats on
  // the roll call has gone round the cabinet.
  for (let beat = 2; beat <= 5; beat++) {
    await page.clock.runFor(stageShow.beatMs);
    await expect(law(page)).toHaveText(memeLaws.items[beat]!);
  }
  await expect(rollCallName(page)).toHaveText(cabinet.ministers[1]!.name);
  await expect(page.locator('.show__rollcall [data-slot="rollcall"]')).toHaveAttribute('data-minister', cabinet.ministers[1]!.id);
});

test('?speed= runs the show faster, for rehearsals and soak runs', async ({ page }) => {
  await frozenFromStart(page, '/stage?mode=lite&speed=10', stageReady(page));
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.clock.runFor(stageShow.beatMs / 10 + 50);
  await expect(law(page)).toHaveText(memeLaws.items[1]);
});

test.describe('presenter keys', () => {
  test('Space and → step on, ← steps back; P pauses and resumes', async ({ page }) => {
    await frozenFromStart(page, '/stage?mode=lite', stageReady(page));
    await expect(law(page)).toHaveText(memeLaws.items[0]);
    await page.keyboard.press('Space');
    await expect(law(page)).toHaveText(memeLaws.items[1]);
    await page.keyboard.press('ArrowRight');
    await expect(law(page)).toHaveText(memeLaws.items[2]);
    await expect(rollCallName(page)).toHaveText(cabinet.ministers[2]!.name);
    await page.keyboard.press('ArrowLeft');
    await expect(law(page)).toHaveText(memeLaws.items[1]);

    await page.keyboard.press('p');
    await expect(page.locator('.show__onair')).toHaveText(stageShow.paused);
    await page.clock.runFor(stageShow.beatMs * 3);
    await expect(law(page)).toHaveText(memeLaws.items[1]);
    await page.keyboard.press('ArrowRight'); // the presenter can still step while paused
    await expect(law(page)).toHaveText(memeLaws.items[2]);
    await page.keyboard.press('P');
    await expect(page.locator('.show__onair')).toHaveText(stageShow.onAir);
    await page.clock.runFor(stageShow.beatMs + 100);
    await expect(law(page)).toHaveText(memeLaws.items[3]);
  });

  test('M switches to the cabinet and back; 1–4 spotlight a minister', async ({ page }) => {
    await frozenFromStart(page, '/stage?mode=lite', stageReady(page));
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

  test('F turns full screen on and off', async ({ page }) => {
    await openStage(page, '/stage?mode=lite');
    await expect(law(page)).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName ?? null)).toBe('HTML');
    await fitsScreen(page);
    await page.keyboard.press('F');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('H and ? open the help listing every key; Esc closes it', async ({ page }) => {
    await openStage(page, '/stage?mode=lite');
    await expect(law(page)).toBeVisible();
    await page.keyboard.press('h');
    const help = page.getByRole('dialog', { name: stageShow.helpTitle });
    await expect(help).toBeVisible();
    for (const k of stageShow.keys) await expect(help).toContainText(k.does);
    await expect(help.locator('kbd')).toHaveText(stageShow.keys.flatMap((k) => [...k.keys]));
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
  await frozenFromStart(page, '/stage?mode=lite', stageReady(page));
  await expect(law(page)).toHaveText(memeLaws.items[0]);
  await page.mouse.move(300, 300);
  await page.clock.runFor(stageShow.pointerIdleMs - 200);
  await expect(show(page)).toHaveCSS('cursor', 'auto');
  await page.clock.runFor(400);
  await expect(show(page)).toHaveAttribute('data-pointer', 'hidden');
  await expect(show(page)).toHaveCSS('cursor', 'none');
  await expect(page.locator('.show__law')).toHaveCSS('cursor', 'none');
  await page.mouse.move(320, 310);
  await expect(show(page)).toHaveCSS('cursor', 'auto');
});

/** Reads the QR code off the screen, as a phone in the audience would. */
async function decodeQr(page: Page) {
  const png = (await page.locator('svg.qr').screenshot()).toString('base64');
  const { data, width, height } = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    return { data: [...ctx.getImageData(0, 0, bitmap.width, bitmap.height).data], width: bitmap.width, height: bitmap.height };
  }, png);
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

test('the QR code, drawn in the page, decodes to the site address (no public URL configured: where it is served)', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openStage(page, '/stage?mode=lite');
  expect(await decodeQr(page)).toBe(`${baseURL}/`);
  await expect(page.locator('.show__qr')).toContainText('127.0.0.1:4173');
  expect(requests.filter((u) => !u.startsWith(baseURL!))).toEqual([]);
});

test('the QR code decodes to the configured public URL (VITE_SITE_URL)', async ({ page }) => {
  await openStage(page, `${LAUNCHED_URL}/stage?mode=lite`);
  expect(await decodeQr(page)).toBe(SITE_URL);
});

test.describe('wake lock', () => {
  test.beforeEach(async ({ page }) => {
    // A stand-in for the Screen Wake Lock API that counts requests and releases like a browser does on hide.
    await page.addInitScript(() => {
      const w = window as unknown as { __wake: { requests: number; held: EventTarget & { released: boolean }[] } };
      w.__wake = { requests: 0, held: [] as never };
      Object.defineProperty(navigator, 'wakeLock', {
        value: {
          request: async (type: string) => {
            if (type !== 'screen') throw new TypeError('bad type');
            w.__wake.requests++;
            const sentinel = Object.assign(new EventTarget(), {
              released: false,
              type,
              release: async () => {
                sentinel.released = true;
                sentinel.dispatchEvent(new Event('release'));
              },
            });
            (w.__wake.held as unknown as object[]).push(sentinel);
            return sentinel;
          },
        },
      });
    });
  });

  test('is requested on load and again each time the page is shown after being hidden', async ({ page }) => {
    await openStage(page, '/stage?mode=lite');
    const requests = () => page.evaluate(() => (window as unknown as { __wake: { requests: number } }).__wake.requests);
    await expect.poll(requests).toBe(1);
    await page.keyboard.press('h');
    await expect(page.getByRole('dialog')).toContainText('Screen kept awake');
    await page.keyboard.press('h');
    for (const round of [2, 3]) {
      await page.evaluate(async () => {
        const w = window as unknown as { __wake: { held: { released: boolean; release: () => Promise<void> }[] } };
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
        for (const s of w.__wake.held) if (!s.released) await s.release(); // the browser drops the lock
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await expect.poll(requests).toBe(round);
    }
    // The show went on meanwhile.
    await stepToNextLaw(page, memeLaws.items);
  });
});

test('a resize from landscape to portrait re-composes the screen without scrollbars', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openStage(page, '/stage?mode=lite');
  await fitsScreen(page);
  const boxes = async () => ({
    caption: (await page.locator('.show__caption').boundingBox())!,
    character: (await page.locator('[data-slot="hero"]').boundingBox())!,
  });
  const landscape = await boxes();
  expect(landscape.caption.x + landscape.caption.width).toBeLessThanOrEqual(landscape.character.x); // beside the Chancellor
  await page.setViewportSize({ width: 1080, height: 1920 });
  await fitsScreen(page);
  const portrait = await boxes();
  expect(portrait.caption.y).toBeGreaterThanOrEqual(portrait.character.y + portrait.character.height); // below the Chancellor
});

test.describe('lite and reduced motion', () => {
  test('lite: no canvas, posters, and the roll call cross-fades between them', async ({ page }) => {
    await frozenFromStart(page, '/stage?mode=lite', stageReady(page));
    await expect(law(page)).toHaveText(memeLaws.items[0]);
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
    const current = page.locator('[data-slot="rollcall"] img[data-current]');
    await expect(current).toHaveAttribute('src', `/posters/minister-${cabinet.ministers[0]!.id}.webp`);
    await expect(current).toHaveCSS('transition-property', 'opacity');
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAttribute('src', `/posters/minister-${cabinet.ministers[1]!.id}.webp`);
    await expect(page.locator('[data-slot="rollcall"] img:not([data-current])')).toHaveCount(3);
  });

  test.describe('reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('nothing travels: the ticker holds still, beats change by fading', async ({ page }) => {
      await frozenFromStart(page, '/stage?mode=lite', stageReady(page));
      await expect(law(page)).toHaveText(memeLaws.items[0]);
      await expect(page.locator('.show__marquee-track')).toHaveCSS('animation-name', 'none');
      await expect(page.locator('.show__dot')).toHaveCSS('animation-name', 'none');
      await expect(law(page)).toHaveCSS('animation-name', 'show-in');
      await page.clock.runFor(stageShow.beatMs + 100);
      await expect(law(page)).toHaveText(memeLaws.items[1]);
      await page.keyboard.press('m');
      await expect(page.locator('.show__cabinet li').first()).toHaveCSS('transform', 'none');
    });
  });
});

test('axe: the stage screen in both views has no WCAG 2.1 AA violations', async ({ page }) => {
  await openStage(page, '/stage?mode=lite');
  await expect(law(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('m');
  await expect(show(page)).toHaveAttribute('data-view', 'cabinet');
  await page.waitForTimeout(600); // spotlight transition
  expect(await axeViolations(page)).toEqual([]);
});
