import type { Page } from '@playwright/test';
import { stickerRules } from '../../src/content/stickerRules';
import { stickers } from '../../src/content/stickers';
import { axeViolations, expect, test } from '../fixtures';
import { sharedFiles, stubShareSheet } from '../memes';
import { apngFacts, downloadSticker, edgesAndMiddle, makeSticker, openStickers, stickerParts, webpFacts } from '../stickers';

// Making stickers in lite mode, as a visitor goes about it: Cancel at each stage, frames that do
// not come, a browser that cannot make a format, the share sheet, and the preview under reduced
// motion. The files themselves are checked in memes/memes-stickers.spec.ts.

/**
 * Every sticker worker the page starts, and whether it was ended. The messages of the kinds in
 * `window.__hold` reach the page only on `release`: the sticker stays at a stage as long as the
 * test needs, however fast this machine makes it.
 */
async function watchWorkers(page: Page) {
  await page.addInitScript(() => {
    const made: { name: string; ended: boolean }[] = [];
    const held: (() => void)[] = [];
    const hold: string[] = [];
    const Base = window.Worker;
    window.Worker = class extends Base {
      #entry: { name: string; ended: boolean };
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.#entry = { name: options?.name ?? '', ended: false };
        made.push(this.#entry);
      }
      override set onmessage(listener: ((e: MessageEvent) => void) | null) {
        super.onmessage = listener && ((e: MessageEvent<{ type: string }>) => (hold.includes(e.data.type) ? held.push(() => listener.call(this, e)) : listener.call(this, e)));
      }
      override get onmessage() {
        return super.onmessage;
      }
      override terminate() {
        this.#entry.ended = true;
        super.terminate();
      }
    };
    Object.assign(window, { __workers: made, __hold: hold, __release: () => held.splice(0).forEach((deliver) => deliver()) });
  });
}
const holdMessages = (page: Page, kinds: string[]) => page.evaluate((kinds) => (window as unknown as { __hold: string[] }).__hold.splice(0, Infinity, ...kinds), kinds);
const stickerWorkers = (page: Page) => page.evaluate(() => (window as unknown as { __workers: { name: string; ended: boolean }[] }).__workers.filter((w) => w.name === 'sticker'));

test('Cancel at each stage (the cut-out frames on their way, the drawing, the encoding) ends the worker and offers nothing; the next sticker is made', async ({ page }) => {
  await watchWorkers(page);
  await openStickers(page);
  const parts = stickerParts(page);
  await parts.platform('whatsapp').check();

  // The frames on their way: no worker is started, then or when they come.
  let held: (() => Promise<void>) | null = null;
  await page.route('**/stickers/*.webp', (route) => void (held = () => route.continue().catch(() => {})));
  await parts.make.click();
  await expect(parts.status).toHaveText(stickers.status.starting);
  await expect.poll(() => held !== null).toBe(true);
  await parts.cancel.click();
  await expect(parts.status).toHaveText(stickers.status.cancelled);
  await expect(parts.make).toBeFocused();
  await held!();
  await page.unroute('**/stickers/*.webp');
  expect(await stickerWorkers(page)).toEqual([]);

  // Drawing, then encoding: held there, cancelled, the worker ended.
  for (const [kinds, shown] of [
    [['encoding', 'done'], /^Drawing frame \d+ of \d+$/],
    [['done'], /^Encoding/],
  ] as const) {
    await holdMessages(page, [...kinds]);
    await parts.make.click();
    await expect(parts.progress.locator('xpath=..')).toContainText(shown, { timeout: 30_000 });
    await parts.cancel.click();
    await expect(parts.status).toHaveText(stickers.status.cancelled);
    await expect(parts.progress).toBeHidden();
    await expect(parts.region.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    expect((await stickerWorkers(page)).every((w) => w.ended)).toBe(true);
  }

  await holdMessages(page, []);
  await makeSticker(page, 'whatsapp');
  expect((await stickerWorkers(page)).map((w) => w.ended)).toEqual([true, true, true]);
});

test.describe('offline', () => {
  // The browser's own line for the refused request; the page logs only a warning.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

  test('cut-out frames that do not come: the page says so, and the same button makes the sticker once they do', async ({ page }) => {
  await openStickers(page);
  const parts = stickerParts(page);
  await page.route('**/stickers/*.webp', (route) => route.abort('internetdisconnected'));
  await parts.platform('discord').check();
  await parts.make.click();
  await expect(parts.status).toHaveText(stickers.status.cutOuts);
  await expect(parts.progress).toBeHidden();
  await page.unroute('**/stickers/*.webp');
  await parts.make.click();
  await expect(parts.status).toHaveText(/^Ready: chipc-discord-sticker-hero\.png/);
  });
});

test('a browser without VP9 gets Telegram’s still WebP; one without WebP either, its PNG, and is told WhatsApp needs another browser', async ({ browser }) => {
  const noVp9 = () => {
    const ask = VideoEncoder.isConfigSupported.bind(VideoEncoder);
    VideoEncoder.isConfigSupported = (config) => (config.codec.startsWith('vp09.') ? Promise.resolve({ supported: false, config }) : ask(config));
  };
  const noWebp = () => {
    // Safari's answer: asked for WebP, the canvas writes a PNG.
    const write = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return write.call(this, options?.type === 'image/webp' ? { ...options, type: 'image/png' } : options);
    };
  };
  for (const [refused, format, facts] of [
    [[noVp9], 'telegram-still', (b: Buffer) => expect(webpFacts(b)).toMatchObject({ width: 512, height: 512, animated: false, alpha: true })],
    [[noVp9, noWebp], 'telegram-png', (b: Buffer) => expect(apngFacts(b)).toMatchObject({ width: 512, height: 512, colourType: 6, frames: 1 })],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const script of refused) await page.addInitScript(script);
    await openStickers(page);
    const parts = stickerParts(page);
    await expect(parts.platform('telegram')).toHaveAccessibleName(new RegExp(stickers.formatNote[format].replace(/[()]/g, '\\$&')));
    await makeSticker(page, 'telegram');
    const file = await downloadSticker(page);
    expect(file.name).toBe(`chipc-${format}-sticker-hero.${stickerRules[format].extension}`);
    facts(file.bytes);
    expect(file.bytes.length).toBeLessThanOrEqual(stickerRules[format].maxBytes);
    expect(await edgesAndMiddle(page, file.bytes, stickerRules[format].mime)).toMatchObject({ edge: 0, middle: 255 });
    const webp = refused.length === 1;
    await expect(parts.platform('whatsapp')).toHaveCount(webp ? 1 : 0);
    await expect(parts.region.getByText(stickers.noWebp)).toHaveCount(webp ? 0 : 1);
    await expect(parts.pack).toHaveCount(webp ? 1 : 0);
    await context.close();
  }
});

test('on a phone the sticker goes to the share sheet as the one file; axe finds nothing at 390 and 1440 with a sticker made', async ({ page }) => {
  await stubShareSheet(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openStickers(page);
  const parts = stickerParts(page);
  await parts.pose('Cheering under a shower of coins').check();
  await makeSticker(page, 'whatsapp-still');
  await expect(parts.preview.getByRole('img', { name: stickers.result(stickers.platforms['whatsapp-still'], 'Chancellor Chip cheering under a shower of coins') })).toBeVisible();
  await parts.region.getByRole('button', { name: stickers.share }).click();
  await expect(parts.status).toHaveText(stickers.status.shared);
  expect(await sharedFiles(page)).toEqual([[{ name: 'chipc-whatsapp-still-sticker-tokenomics.webp', type: 'image/webp', size: expect.any(Number) as unknown as number }]]);
  expect(await axeViolations(page, '.meme-sticker')).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page, '.meme-sticker')).toEqual([]);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a moving sticker’s preview starts stopped on its first frame, and plays and stops on the button', async ({ page }) => {
    await openStickers(page);
    const parts = stickerParts(page);
    await makeSticker(page, 'whatsapp');
    const picture = parts.preview.getByRole('img');
    await expect(picture).toHaveAttribute('data-still', 'true');
    // The still is a picture of its own (the first frame); playing, the sticker's file.
    const still = await picture.getAttribute('src');
    await parts.region.getByRole('button', { name: stickers.motion.play }).click();
    await expect(picture).not.toHaveAttribute('data-still');
    expect(await picture.getAttribute('src')).not.toBe(still);
    await parts.region.getByRole('button', { name: stickers.motion.stop }).click();
    await expect(picture).toHaveAttribute('data-still', 'true');

    await makeSticker(page, 'telegram');
    const video = parts.preview.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await parts.region.getByRole('button', { name: stickers.motion.play }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    // A still sticker has nothing to stop.
    await makeSticker(page, 'whatsapp-still');
    await expect(parts.region.getByRole('button', { name: stickers.motion.play })).toHaveCount(0);
  });
});
