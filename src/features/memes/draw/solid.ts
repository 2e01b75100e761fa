/**
 * Where the figure is in a transparent picture: the box round its solid pixels, found on a small
 * copy. Used for the pictures a meme is drawn from and for a clip's first frame, so a figure
 * stands the same in both.
 */
import type { PictureArea } from './compose';

/** Solid: more than half opaque (the light cone and the glow on the floor are fainter, and do not count). */
const SOLID_ALPHA = 128;
/** The copy the figure is found on: this many pixels wide. */
const PROBE_WIDTH = 128;

/** The box round `image`'s solid pixels (or those at least `threshold` opaque), in shares of its size; null when nothing is. */
export function solidOf(image: ImageBitmap | OffscreenCanvas, threshold = SOLID_ALPHA): PictureArea | null {
  const pw = Math.min(PROBE_WIDTH, image.width);
  const ph = Math.max(1, Math.round((image.height * pw) / image.width));
  const canvas = new OffscreenCanvas(pw, ph);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(image, 0, 0, pw, ph);
  const alpha = ctx.getImageData(0, 0, pw, ph).data;
  let [left, top, right, bottom] = [pw, ph, -1, -1];
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      if (alpha[(y * pw + x) * 4 + 3]! < threshold) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left / pw, y: top / ph, w: (right - left + 1) / pw, h: (bottom - top + 1) / ph };
}
