/**
 * WebP's RIFF container, read and written here: a moving WhatsApp sticker is its frames, each a
 * still WebP the browser encoded (`convertToBlob`), put one after another in ANMF chunks behind a
 * VP8X header and an ANIM chunk. The container is short and documented (Google's "WebP Container
 * Specification"); no WASM encoder is needed, and none could run under the pages' content policy,
 * which compiles no WebAssembly.
 */
import { concat } from './bytes';

export interface RiffChunk {
  fourcc: string;
  /** The payload, without the chunk's header or padding. */
  data: Uint8Array;
}

const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The chunks of a WebP file; throws where it is not one. */
export function webpChunks(bytes: Uint8Array): RiffChunk[] {
  if (bytes.length < 12 || fourcc(bytes, 0) !== 'RIFF' || fourcc(bytes, 8) !== 'WEBP') throw new Error('not a WebP file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const chunks: RiffChunk[] = [];
  for (let at = 12; at + 8 <= end; ) {
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > end) throw new Error('a WebP chunk runs past the file');
    chunks.push({ fourcc: fourcc(bytes, at), data: bytes.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

function writeChunk(id: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + data.length + (data.length % 2));
  for (let i = 0; i < 4; i++) out[i] = id.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

/** Writes `value` as 24 bits, little-endian. */
const set24 = (out: Uint8Array, at: number, value: number) => {
  out[at] = value & 0xff;
  out[at + 1] = (value >> 8) & 0xff;
  out[at + 2] = (value >> 16) & 0xff;
};

/** The image data of a still WebP: its ALPH (if any) and VP8 or VP8L chunks, as written. */
function imageChunks(still: Uint8Array): { parts: Uint8Array[]; alpha: boolean } {
  const chunks = webpChunks(still).filter((c) => c.fourcc === 'ALPH' || c.fourcc === 'VP8 ' || c.fourcc === 'VP8L');
  if (!chunks.some((c) => c.fourcc !== 'ALPH')) throw new Error('a WebP frame with no image');
  // VP8L carries its alpha itself (its header's alpha bit); lossy VP8 by its ALPH chunk.
  const alpha = chunks.some((c) => c.fourcc === 'ALPH' || (c.fourcc === 'VP8L' && ((c.data[4] ?? 0) & 0x10) !== 0));
  return { parts: chunks.map((c) => writeChunk(c.fourcc, c.data)), alpha };
}

/**
 * An animated WebP of `stills` (each a WebP of width × height), each shown `durationMs`, looping
 * for ever. Every frame is whole and replaces the last (no blending, no disposal), so the first
 * is a full picture, as WhatsApp asks.
 */
export function animatedWebp(stills: readonly Uint8Array[], width: number, height: number, durationMs: number): Uint8Array {
  const frames = stills.map(imageChunks);
  const alpha = frames.some((f) => f.alpha);
  const vp8x = new Uint8Array(10);
  vp8x[0] = (alpha ? 0x10 : 0) | 0x02;
  set24(vp8x, 4, width - 1);
  set24(vp8x, 7, height - 1);
  // ANIM: a transparent background, loop count 0 (for ever).
  const anim = new Uint8Array(6);
  const anmf = frames.map((f) => {
    const head = new Uint8Array(16);
    set24(head, 6, width - 1);
    set24(head, 9, height - 1);
    set24(head, 12, Math.round(durationMs));
    head[15] = 0x02; // do not blend with the frame before; dispose none
    return writeChunk('ANMF', concat([head, ...f.parts]));
  });
  const body = concat([writeChunk('VP8X', vp8x), writeChunk('ANIM', anim), ...anmf]);
  const riff = new Uint8Array(12);
  riff.set([0x52, 0x49, 0x46, 0x46], 0);
  new DataView(riff.buffer).setUint32(4, 4 + body.length, true);
  riff.set([0x57, 0x45, 0x42, 0x50], 8);
  return concat([riff, body]);
}
