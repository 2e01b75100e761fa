/**
 * A WhatsApp pack as one ZIP (fflate): each sticker, the tray icon (a 96 × 96 PNG of the first),
 * and `contents.json` in the layout of WhatsApp's own sample sticker apps, which the sticker
 * apps that import packs read. The stickers are stored as they are (WebP is compressed already).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { stickerPack } from '../../../content/stickerRules';

/** The tray icon: the first sticker at 96 × 96, as a PNG. */
async function trayIcon(first: ArrayBuffer): Promise<Uint8Array> {
  const { width, height } = stickerPack.tray;
  const image = await createImageBitmap(new Blob([first], { type: 'image/webp' }));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, width, height);
  image.close();
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
}

/** The pack of `made` (each sticker by its pose's id), under the pack's `name` and `publisher`. */
export async function packZip(made: readonly { pose: string; bytes: ArrayBuffer }[], { name, publisher }: { name: string; publisher: string }): Promise<Uint8Array<ArrayBuffer>> {
  if (made.length < stickerPack.min || made.length > stickerPack.max) throw new Error(`a pack holds ${stickerPack.min} to ${stickerPack.max} stickers, not ${made.length}`);
  const files: Zippable = { 'tray.png': [await trayIcon(made[0]!.bytes), { level: 9 }] };
  const list = made.map(({ pose, bytes }, i) => {
    const file = `${String(i + 1).padStart(2, '0')}-${pose}.webp`;
    files[file] = [new Uint8Array(bytes), { level: 0 }];
    return { image_file: file, emojis: ['🤖'] };
  });
  const contents = {
    sticker_packs: [{ identifier: 'chipc-cabinet', name, publisher, tray_image_file: 'tray.png', animated_sticker_pack: false, stickers: list }],
  };
  files['contents.json'] = strToU8(JSON.stringify(contents, null, 2));
  return new Uint8Array(zipSync(files, { mtime: new Date('2025-01-01T00:00:00Z') }));
}
