import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { stickerCutOuts } from '../src/content/posters';
import { stickerPack, stickerRules, stickers } from '../src/content/stickers';
import { axeViolations, expect, test } from './fixtures';
import { pictureFrom, sharedFiles, stubShareSheet } from './memes';
import { apngFacts, downloadSticker, edgesAndMiddle, headForStickers, makeSticker, probeWebm, stickerParts, webmFirstFrame, webpFacts } from './stickers';

// Stickers in lite mode: made from the cut-out frames drawn in advance (public/stickers/), no
// WebGL. Each file is checked the way its platform checks it: ffprobe for the WebM, the PNG's
// chunks, the WebP's RIFF header, and its first frame decoded. The scene's own stickers are in
// e2e/scene/memes-stickers.spec.ts.

const LITE = '/memes?mode=lite';

async function open(page: Page, path = LITE) {
  await page.goto(path);
  await pictureFrom(page, 'poster');
  await headForStickers(page);
}

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

test('lite at 1440 × 900: a Telegram WebM, a Discord APNG and WhatsApp WebPs, each within every rule of its platform, decoded', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const parts = stickerParts(page);
  await expect(parts.region.getByText(stickers.fromCutOuts)).toBeVisible();
  // Only the poses drawn in advance.
  await expect(parts.region.getByRole('group', { name: stickers.pose }).getByRole('radio')).toHaveCount(stickerCutOuts.poses.length);

  // Telegram: VP9 with its transparency in WebM, no sound, 512 px, at most 3 s and 30 fps, 256 KB.
  await makeSticker(page, 'telegram');
  await expect(parts.preview.locator('video')).toHaveAttribute('data-type', 'video/webm');
  const telegram = await downloadSticker(page);
  expect(telegram.name).toBe('chipc-telegram-sticker-hero.webm');
  const webm = probeWebm(telegram.bytes);
  expect(webm).toMatchObject({ streams: 1, codec: 'vp9', width: 512, height: 512, alphaMode: '1' });
  expect(webm.seconds).toBeGreaterThan(0.9);
  expect(webm.seconds).toBeLessThanOrEqual(stickerRules.telegram.maxSeconds);
  expect(webm.fps).toBeLessThanOrEqual(stickerRules.telegram.maxFps);
  expect(webm.frames).toBeGreaterThan(1);
  expect(telegram.bytes.length).toBeLessThanOrEqual(stickerRules.telegram.maxBytes);
  expect(await edgesAndMiddle(page, webmFirstFrame(telegram.bytes, 512, 512), 'raw', { width: 512, height: 512 })).toMatchObject({ edge: 0, middle: 255 });

  // Discord: an APNG of 320 × 320 that loops, at most 5 s, 512 KB. Every colour of these frames
  // comes to more than that: it is made again with a palette, and the page says so.
  await makeSticker(page, 'discord');
  await expect(parts.status).toContainText(stickers.status.fitted(stickers.status.steps.quality));
  const discord = await downloadSticker(page);
  expect(discord.name).toBe('chipc-discord-sticker-hero.png');
  const png = apngFacts(discord.bytes);
  expect(png).toMatchObject({ width: 320, height: 320, plays: 0 });
  expect(png.chunks.slice(0, 2)).toEqual(['IHDR', 'acTL']);
  expect(png.frames).toBeGreaterThan(1);
  expect(png.seconds).toBeLessThanOrEqual(stickerRules.discord.maxSeconds);
  expect(discord.bytes.length).toBeLessThanOrEqual(stickerRules.discord.maxBytes);
  expect(await edgesAndMiddle(page, discord.bytes, 'image/png')).toEqual({ edge: 0, middle: 255, width: 320, height: 320 });

  // WhatsApp, moving: an animated WebP with alpha, 512 × 512, at most 10 s and 500 KB, looping.
  await makeSticker(page, 'whatsapp');
  const moving = await downloadSticker(page);
  const anim = webpFacts(moving.bytes);
  expect(anim).toMatchObject({ width: 512, height: 512, animated: true, alpha: true, loops: 0 });
  expect(anim.chunks.slice(0, 2)).toEqual(['VP8X', 'ANIM']);
  expect(anim.frames).toBeGreaterThan(1);
  expect(anim.seconds).toBeLessThanOrEqual(stickerRules.whatsapp.maxSeconds);
  expect(moving.bytes.length).toBeLessThanOrEqual(stickerRules.whatsapp.maxBytes);
  expect(await edgesAndMiddle(page, moving.bytes, 'image/webp')).toEqual({ edge: 0, middle: 255, width: 512, height: 512 });

  // WhatsApp, still: 512 × 512 with alpha, at most 100 KB.
  await makeSticker(page, 'whatsapp-still');
  const still = await downloadSticker(page);
  expect(webpFacts(still.bytes)).toMatchObject({ width: 512, height: 512, animated: false, alpha: true, frames: 1 });
  expect(still.bytes.length).toBeLessThanOrEqual(stickerRules['whatsapp-still'].maxBytes);
  expect(await edgesAndMiddle(page, still.bytes, 'image/webp')).toEqual({ edge: 0, middle: 255, width: 512, height: 512 });
});

test('a WhatsApp pack: every pose a distinct still sticker within its cap, a 96 × 96 tray icon, and the list sticker apps read', async ({ page }) => {
  await open(page);
  const parts = stickerParts(page);
  await parts.pack.click();
  await expect(parts.status).toHaveText(/^Ready: chipc-whatsapp-sticker-pack\.zip/, { timeout: 60_000 });
  const pack = await downloadSticker(page);
  const files = unzipSync(pack.bytes);
  const names = Object.keys(files).filter((n) => n.endsWith('.webp'));
  expect(names).toHaveLength(stickerCutOuts.poses.length);
  expect(names.length).toBeGreaterThanOrEqual(stickerPack.min);
  expect(names.length).toBeLessThanOrEqual(stickerPack.max);
  expect(new Set(names.map((n) => Buffer.from(files[n]!).toString('base64'))).size, 'each sticker its own picture').toBe(names.length);
  for (const name of names) {
    const bytes = Buffer.from(files[name]!);
    expect(webpFacts(bytes), name).toMatchObject({ width: 512, height: 512, animated: false, alpha: true });
    expect(bytes.length, name).toBeLessThanOrEqual(stickerRules['whatsapp-still'].maxBytes);
  }
  const tray = Buffer.from(files['tray.png']!);
  expect(apngFacts(tray)).toMatchObject({ width: stickerPack.tray.width, height: stickerPack.tray.height, frames: 1 });
  expect(tray.length).toBeLessThanOrEqual(stickerPack.tray.maxBytes);
  const contents = JSON.parse(Buffer.from(files['contents.json']!).toString()) as { sticker_packs: { tray_image_file: string; stickers: { image_file: string }[] }[] };
  expect(contents.sticker_packs[0]!.tray_image_file).toBe('tray.png');
  expect(contents.sticker_packs[0]!.stickers.map((s) => s.image_file)).toEqual(names);
});

test('Cancel at each stage (the cut-out frames on their way, the drawing, the encoding) ends the worker and offers nothing; the next sticker is made', async ({ page }) => {
  await watchWorkers(page);
  await open(page);
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
  await open(page);
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
    await open(page);
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
  await open(page);
  const parts = stickerParts(page);
  await parts.pose('Cheering under a shower of coins').check();
  await makeSticker(page, 'whatsapp-still');
  await expect(parts.preview.getByRole('img', { name: stickers.result(stickers.platforms['whatsapp-still'], 'Chancellor Chip cheering under a shower of coins') })).toBeVisible();
  await parts.region.getByRole('button', { name: stickers.share }).click();
  await expect(parts.status).toHaveText(stickers.status.shared);
  expect(await sharedFiles(page)).toEqual([[{ name: 'chipc-whatsapp-still-sticker-tokenomics.webp', type: 'image/webp', size: expect.any(Number) as unknown as number }]]);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a moving sticker’s preview starts stopped on its first frame, and plays and stops on the button', async ({ page }) => {
    await open(page);
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
