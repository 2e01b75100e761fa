import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { cabinet } from '../../src/content/cabinet';
import { memeLaws } from '../../src/content/memeLaws';
import { show as showCopy } from '../../src/content/show';
import { SITE_URL } from '../../playwright.config';
import { frozenFromStart } from '../clock';
import { axeViolations, expect, LAUNCHED_URL, pngPixels, test } from '../fixtures';
import { posterShown } from '../scene';
import { fitsScreen, law, openShow, rollCallName, show, showReady } from '../show';

// The show on screens of every shape: composition, the QR code, lite and reduced motion, accessibility.

for (const [name, viewport] of [
  ['16:9 at 1920×1080', { width: 1920, height: 1080 }],
  ['9:16 at 1080×1920', { width: 1080, height: 1920 }],
  ['16:9 at 3840×2160', { width: 3840, height: 2160 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });
    test('fills the screen without scrollbars or site chrome: character, ticker, caption, roll call, QR', async ({ page }) => {
      await openShow(page, '/stage?mode=lite');
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

// Every shape of screen, phones to 4K, with a long event line, in both views: one test per size, so each
// stays short on a loaded machine (the resize test below covers a screen changing shape under the show).
for (const size of [
  { width: 360, height: 640 },
  { width: 375, height: 812 },
  { width: 640, height: 360 },
  { width: 812, height: 375 },
  { width: 1080, height: 1920 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
]) {
  test(`${size.width}×${size.height}, with a long event line, in both views: no text cut, nothing overlapping, nothing scrolls`, async ({ page }) => {
    const event = 'Hall B, Booth 12: the Chancellor takes questions from the floor every hour on the hour, until the batteries run out';
    await page.setViewportSize(size);
    await openShow(page, `/stage?mode=lite&event=${encodeURIComponent(event)}`);
    await test.step('the Chancellor', async () => {
      await fitsScreen(page);
      // The Chancellor keeps a real share of the screen.
      const character = (await page.locator('[data-slot="hero"]').boundingBox())!;
      expect(character.height).toBeGreaterThan(size.height * 0.25);
      await expect(page.getByRole('img', { name: /QR code linking to/ })).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.show__event')).toBeInViewport({ ratio: 1 });
    });
    await test.step('the cabinet', async () => {
      await page.keyboard.press('m');
      await expect(show(page)).toHaveAttribute('data-view', 'cabinet');
      await fitsScreen(page);
      await expect(page.getByRole('heading', { name: showCopy.cabinetLabel })).toBeInViewport({ ratio: 1 });
      // Every minister on screen whole, each seat a picture a room can still make out.
      for (const m of cabinet.ministers) {
        const seat = page.getByRole('img', { name: m.imageAlt });
        await expect(seat).toBeInViewport({ ratio: 1 });
        expect((await seat.boundingBox())!.height).toBeGreaterThan(Math.min(size.width, size.height) * 0.1);
        await expect(page.locator('.show__cabinet').getByText(m.name, { exact: true })).toBeInViewport({ ratio: 1 });
      }
      await expect(page.getByRole('img', { name: /QR code linking to/ })).toBeInViewport({ ratio: 1 });
    });
  });
}

/** Reads the QR code off the screen, as a phone in the audience would. */
async function decodeQr(page: Page) {
  const { data, width, height } = await pngPixels(page, await page.locator('svg.qr').screenshot());
  return jsQR(data, width, height)?.data ?? null;
}

test('the QR code, drawn in the page, decodes to the site address (no public URL configured: where it is served)', async ({ page, baseURL }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await openShow(page, '/stage?mode=lite');
  expect(await decodeQr(page)).toBe(`${baseURL}/`);
  await expect(page.locator('.show__qr')).toContainText(new URL(baseURL!).host);
  expect(requests.filter((u) => !u.startsWith(baseURL!))).toEqual([]);
});

test('the QR code decodes to the configured public URL (VITE_SITE_URL)', async ({ page }) => {
  await openShow(page, `${LAUNCHED_URL}/stage?mode=lite`);
  expect(await decodeQr(page)).toBe(SITE_URL);
});

test('a resize from landscape to portrait re-composes the screen without scrollbars', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openShow(page, '/stage?mode=lite');
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
    await frozenFromStart(page, '/stage?mode=lite', showReady(page));
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
      await frozenFromStart(page, '/stage?mode=lite', showReady(page));
      await expect(law(page)).toHaveText(memeLaws.items[0]);
      await expect(page.locator('.show__marquee-track')).toHaveCSS('animation-name', 'none');
      await expect(page.locator('.show__dot')).toHaveCSS('animation-name', 'none');
      await expect(law(page)).toHaveCSS('animation-name', 'show-in');
      await page.clock.runFor(showCopy.beatMs + 100);
      await expect(law(page)).toHaveText(memeLaws.items[1]);
      await page.keyboard.press('m');
      await expect(page.locator('.show__cabinet li').first()).toHaveCSS('transform', 'none');
    });
  });
});

test('axe: the show in both views has no WCAG 2.1 AA violations', async ({ page }) => {
  await openShow(page, '/stage?mode=lite');
  await expect(law(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('m');
  await expect(show(page)).toHaveAttribute('data-view', 'cabinet');
  expect(await axeViolations(page)).toEqual([]);
});
