import { unzipSync } from 'fflate';
import { stickerCutOuts, stickerPack, stickerRules } from '../../src/content/stickerRules';
import { stickers } from '../../src/content/stickers';
import { expect, test } from '../fixtures';
import { apngFacts, downloadSticker, edgesAndMiddle, expectWithinRule, makeSticker, openStickers, probeWebm, stickerParts, webmFirstFrame, webpFacts } from '../stickers';

// Stickers in lite mode: made from the cut-out frames drawn in advance (public/stickers/), no
// WebGL. Each file is checked the way its platform checks it: ffprobe for the WebM, the PNG's
// chunks, the WebP's RIFF header, and its first frame decoded. Making them (Cancel, failures,
// what a browser cannot make, the preview) is in memes/memes-stickers-making.spec.ts; the scene's own
// stickers in scene/memes-stickers.spec.ts.

test('lite at 1440 × 900: a Telegram WebM, a Discord APNG and WhatsApp WebPs, each within every rule of its platform, decoded', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStickers(page);
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
  await expectWithinRule(page, 'discord', discord.bytes, png);

  // WhatsApp, moving: an animated WebP with alpha, 512 × 512, at most 10 s and 500 KB, looping.
  await makeSticker(page, 'whatsapp');
  const moving = await downloadSticker(page);
  const anim = webpFacts(moving.bytes);
  expect(anim).toMatchObject({ width: 512, height: 512, animated: true, alpha: true, loops: 0 });
  expect(anim.chunks.slice(0, 2)).toEqual(['VP8X', 'ANIM']);
  await expectWithinRule(page, 'whatsapp', moving.bytes, anim);

  // WhatsApp, still: 512 × 512 with alpha, at most 100 KB.
  await makeSticker(page, 'whatsapp-still');
  const still = await downloadSticker(page);
  const stillFacts = webpFacts(still.bytes);
  expect(stillFacts).toMatchObject({ width: 512, height: 512, animated: false, alpha: true, frames: 1 });
  await expectWithinRule(page, 'whatsapp-still', still.bytes, stillFacts);
});

test('a WhatsApp pack: every pose a distinct still sticker within its cap, a 96 × 96 tray icon, and the list sticker apps read', async ({ page }) => {
  await openStickers(page);
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

