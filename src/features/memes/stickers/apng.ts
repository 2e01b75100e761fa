/**
 * An animated PNG, written here: a few chunks around zlib streams (fflate's). Our own writer
 * rather than upng-js: that library brings its own deflate (pako) and its own quantizer beside
 * the ones the press already has (fflate, which also zips the packs, and gifenc's quantizer,
 * which the GIF clips use), and it is no longer maintained.
 *
 * Each frame is whole (blend SOURCE, dispose NONE), so any frame shows alone and the first is the
 * plain PNG that a viewer without APNG shows. With `colours`, one palette for every frame (from
 * the frames together: no flicker), index 0 kept for full transparency, so a pixel that was
 * transparent stays exactly so; without, every colour exactly (RGBA, rows filtered Sub).
 */
import { zlibSync } from 'fflate';
import { applyPalette, quantize } from 'gifenc';
import { concat } from './bytes';

/** A palette colour at least this opaque is written fully opaque. */
const OPAQUE_ENOUGH = 240;

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return crc;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, (crc32(out.subarray(4, 8 + data.length)) ^ 0xffffffff) >>> 0);
  return out;
}

const u32 = (...values: number[]) => {
  const out = new Uint8Array(values.length * 4);
  values.forEach((v, i) => new DataView(out.buffer).setUint32(i * 4, v));
  return out;
};

/** The image's rows, each after its filter byte: none for indices, Sub for RGBA (each byte less the pixel before). */
function rows(pixels: Uint8Array, width: number, height: number, bytesPerPixel: number): Uint8Array {
  const stride = width * bytesPerPixel;
  const out = new Uint8Array(height * (stride + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    out[row] = bytesPerPixel === 1 ? 0 : 1;
    for (let x = 0; x < stride; x++) {
      const v = pixels[y * stride + x]!;
      out[row + 1 + x] = bytesPerPixel === 1 || x < bytesPerPixel ? v : (v - pixels[y * stride + x - bytesPerPixel]!) & 0xff;
    }
  }
  return out;
}

/** Every few frames' pixels side by side (four or five in all): the palette's sample. */
function sample(frames: readonly Uint8ClampedArray[]): Uint8ClampedArray {
  const picked = frames.filter((_, i) => i % Math.max(1, Math.floor(frames.length / 4)) === 0);
  const all = concat(picked.map((f) => new Uint8Array(f.buffer, f.byteOffset, f.byteLength)));
  return new Uint8ClampedArray(all.buffer, all.byteOffset, all.byteLength);
}

/**
 * The APNG of `frames` (straight RGBA, width × height each), played at `fps` for ever; with
 * `colours` (2 to 256) a palette image, else true colour.
 */
export function apng(frames: readonly Uint8ClampedArray[], width: number, height: number, fps: number, colours = 0): Uint8Array {
  const paletted = colours >= 2;
  const parts: Uint8Array[] = [Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)];
  parts.push(chunk('IHDR', Uint8Array.of(...u32(width, height), 8, paletted ? 3 : 6, 0, 0, 0)));
  parts.push(chunk('acTL', u32(frames.length, 0)));
  let palette: number[][] = [];
  if (paletted) {
    palette = [[0, 0, 0, 0], ...quantize(sample(frames), colours - 1, { format: 'rgba4444' })];
    parts.push(chunk('PLTE', Uint8Array.from(palette.flatMap(([r, g, b]) => [r!, g!, b!]))));
    // A cluster's alpha is its colours' mean: one all but opaque is made opaque, so the figure's body stays solid.
    parts.push(chunk('tRNS', Uint8Array.from(palette.map((c) => ((c[3] ?? 255) >= OPAQUE_ENOUGH ? 255 : c[3]!)))));
  }
  let sequence = 0;
  frames.forEach((rgba, i) => {
    let pixels: Uint8Array;
    if (paletted) {
      const indices = applyPalette(rgba, palette.slice(1), 'rgba4444');
      pixels = new Uint8Array(indices.length);
      for (let p = 0; p < indices.length; p++) pixels[p] = rgba[p * 4 + 3] === 0 ? 0 : indices[p]! + 1;
    } else pixels = new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength);
    // fcTL: its size and place, the delay as 1/fps, dispose NONE, blend SOURCE.
    const control = new Uint8Array(26);
    const view = new DataView(control.buffer);
    [sequence++, width, height, 0, 0].forEach((v, k) => view.setUint32(k * 4, v));
    view.setUint16(20, 1);
    view.setUint16(22, fps);
    parts.push(chunk('fcTL', control));
    const data = zlibSync(rows(pixels, width, height, paletted ? 1 : 4), { level: 9 });
    if (i === 0) parts.push(chunk('IDAT', data));
    else {
      const numbered = new Uint8Array(4 + data.length);
      numbered.set(u32(sequence++));
      numbered.set(data, 4);
      parts.push(chunk('fdAT', numbered));
    }
  });
  parts.push(chunk('IEND', new Uint8Array(0)));
  return concat(parts);
}
