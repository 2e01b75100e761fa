/** The scene's highest pixel ratio: sharper than this costs the GPU more than it shows. */
export const MAX_PIXEL_RATIO = 1.5;

/** The scene's drawing buffer never holds more pixels than this (about 2560×1440). */
export const MAX_BUFFER_PIXELS = 3_700_000;

/**
 * The canvas pixel ratio: the screen's, between 1 and `max` (1.5, or 1 once
 * the frame-rate control has lowered it), and less still where the buffer
 * would pass MAX_BUFFER_PIXELS: a 4K event screen draws about 2560×1440 and
 * lets the browser scale it, instead of 5760×3240 for hours.
 */
export function pixelRatio(device: number, width: number, height: number, max: number): number {
  const wanted = Math.min(Math.max(device || 1, 1), max);
  const area = Math.max(1, width * height);
  const cap = Math.sqrt(MAX_BUFFER_PIXELS / area);
  return Math.round(Math.min(wanted, cap) * 100) / 100;
}
