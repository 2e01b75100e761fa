/**
 * An animated PNG, written here: a few chunks around zlib streams (fflate's). Our own writer
 * rather than upng-js: that library brings its own deflate (pako) and its own quantizer beside
 * the ones the press already has (fflate, which also zips the packs, and gifenc's quantizer,
 * which the GIF clips use), and it is no longer maintained.
 *
 * Each frame is whole (blend SOURCE, dispose NONE), so any frame shows alone and the first is the
 * plain PNG that a viewer without APNG shows. With `colours`, one palette for every frame (from
 * the frames together: no flicker), in three parts: index 0 for full transparency, so a pixel
 * that was transparent stays exactly so; a few translucent colours for the figure's edges; and
 * the rest for the opaque body, chosen at 5-6-5 bits a channel (the quantizer's translucent mode
 * counts 4, and banded the suit's shading). Without `colours`, every colour exactly (RGBA, rows
 * filtered Sub).
 */
import { zlibSync } from 'fflate';
import { applyPalette, quantize } from 'gifenc';
import { concat } from './bytes';

/** A pixel at least this opaque takes an opaque colour of the palette. */
const OPAQUE_ENOUGH = 240;
/** The palette's share for the translucent edge colours. */
const EDGE_SHARE = 1 / 8;

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

/**
 * The palette for `frames`, from every few of them (four or five in all): transparent, then the
 * edges' translucent colours, then the opaque ones.
 */
function paletteOf(frames: readonly Uint8ClampedArray[], colours: number) {
  const picked = frames.filter((_, i) => i % Math.max(1, Math.floor(frames.length / 4)) === 0);
  const edge: number[] = [];
  const body: number[] = [];
  for (const f of picked) {
    for (let p = 0; p < f.length; p += 4) {
      const a = f[p + 3]!;
      if (a === 0) continue;
      (a >= OPAQUE_ENOUGH ? body : edge).push(f[p]!, f[p + 1]!, f[p + 2]!, a >= OPAQUE_ENOUGH ? 255 : a);
    }
  }
  const edges = edge.length ? quantize(Uint8Array.from(edge), Math.max(1, Math.round(colours * EDGE_SHARE)), { format: 'rgba4444' }) : [];
  const opaque = body.length ? quantize(Uint8Array.from(body), colours - 1 - edges.length, { format: 'rgb565' }).map(([r, g, b]) => [r!, g!, b!, 255]) : [];
  return { edges, opaque, all: [[0, 0, 0, 0], ...edges, ...opaque] };
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
  const palette = paletted ? paletteOf(frames, colours) : null;
  if (palette) {
    parts.push(chunk('PLTE', Uint8Array.from(palette.all.flatMap(([r, g, b]) => [r!, g!, b!]))));
    // A cluster's alpha is its colours' mean: one all but opaque is made opaque, so the figure's body stays solid.
    parts.push(chunk('tRNS', Uint8Array.from(palette.all.map((c) => c[3]!))));
  }
  let sequence = 0;
  frames.forEach((rgba, i) => {
    let pixels: Uint8Array;
    if (palette) {
      const edge = palette.edges.length ? applyPalette(rgba, palette.edges, 'rgba4444') : null;
      const body = palette.opaque.length ? applyPalette(rgba, palette.opaque, 'rgb565') : null;
      pixels = new Uint8Array(rgba.length / 4);
      for (let p = 0; p < pixels.length; p++) {
        const a = rgba[p * 4 + 3]!;
        pixels[p] = a === 0 ? 0 : a >= OPAQUE_ENOUGH && body ? 1 + palette.edges.length + body[p]! : edge ? 1 + edge[p]! : 1 + palette.edges.length + body![p]!;
      }
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
