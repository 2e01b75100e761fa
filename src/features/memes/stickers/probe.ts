/**
 * Which sticker files this browser can make, asked once the sticker maker comes near: VP9 of the
 * very configuration the WebM is encoded with (webm.ts reads the same), and whether the canvas
 * writes WebP (Safari writes a PNG when asked). A platform gets its first file the browser makes.
 */
import { stickerPlatforms, stickerRules, type StickerFormat, type StickerPlatform } from '../../../content/stickerRules';

/** VP9, profile 0, level 1, 8 bits: the codec string WebCodecs takes. */
const VP9 = 'vp09.00.10.08';

export const vp9Config = (width: number, height: number, fps: number, bitrate: number): VideoEncoderConfig => ({ codec: VP9, width, height, bitrate, framerate: fps });

async function encodesVp9(width: number, height: number): Promise<boolean> {
  if (typeof VideoEncoder !== 'function') return false;
  try {
    return (await VideoEncoder.isConfigSupported(vp9Config(width, height, 30, 400_000))).supported === true;
  } catch {
    return false;
  }
}

async function writesWebp(): Promise<boolean> {
  try {
    // A canvas writes nothing without a context.
    const canvas = new OffscreenCanvas(1, 1);
    canvas.getContext('2d');
    return (await canvas.convertToBlob({ type: 'image/webp' })).type === 'image/webp';
  } catch {
    return false;
  }
}

export type StickerChoices = Record<StickerPlatform, StickerFormat | null>;

export async function stickerFormats(): Promise<StickerChoices> {
  const { width, height } = stickerRules.telegram;
  const [vp9, webp] = await Promise.all([encodesVp9(width, height), writesWebp()]);
  const makes = (format: StickerFormat) => {
    const { encoding } = stickerRules[format];
    return encoding === 'webm' ? vp9 : encoding === 'webp' || encoding === 'webp-still' ? webp : true;
  };
  const entries = Object.entries(stickerPlatforms).map(([platform, formats]) => [platform, formats.find(makes) ?? null]);
  return Object.fromEntries(entries) as StickerChoices;
}
