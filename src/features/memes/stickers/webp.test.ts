import { describe, expect, it } from 'vitest';
import { animatedWebp, webpChunks } from './webp';

const chunk = (id: string, payload: number[]) => {
  const size = payload.length;
  return [...id].map((c) => c.charCodeAt(0)).concat([size & 0xff, (size >> 8) & 0xff, 0, 0], payload, size % 2 ? [0] : []);
};

/** A still WebP as a browser writes one with transparency: VP8X, ALPH, VP8 (payloads stand-ins: only the container is read). */
function still(mark: number) {
  const body = [...'WEBP'].map((c) => c.charCodeAt(0)).concat(chunk('VP8X', [0x10, 0, 0, 0, 255, 1, 0, 255, 1, 0]), chunk('ALPH', [mark, 1, 2]), chunk('VP8 ', [mark, 9, 9, 9]));
  const size = body.length;
  return Uint8Array.from([...'RIFF'].map((c) => c.charCodeAt(0)).concat([size & 0xff, (size >> 8) & 0xff, 0, 0], body));
}

const u24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);

describe('animatedWebp', () => {
  it('puts each still’s image in an ANMF behind VP8X (animation, alpha) and ANIM (looping for ever)', () => {
    const file = animatedWebp([still(1), still(2), still(3)], 512, 512, 67);
    const list = webpChunks(file);
    expect(list.map((c) => c.fourcc)).toEqual(['VP8X', 'ANIM', 'ANMF', 'ANMF', 'ANMF']);
    const vp8x = list[0]!.data;
    expect(vp8x[0]).toBe(0x12);
    expect([u24(vp8x, 4) + 1, u24(vp8x, 7) + 1]).toEqual([512, 512]);
    expect([...list[1]!.data]).toEqual([0, 0, 0, 0, 0, 0]);
    list.slice(2).forEach((anmf, i) => {
      const d = anmf.data;
      expect([u24(d, 0), u24(d, 3), u24(d, 6) + 1, u24(d, 9) + 1, u24(d, 12), d[15]]).toEqual([0, 0, 512, 512, 67, 2]);
      const inner = webpChunks(Uint8Array.from([...'RIFF'].map((c) => c.charCodeAt(0)).concat([0xff, 0xff, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)), [...d.subarray(16)])).subarray(0, 12 + d.length - 16));
      expect(inner.map((c) => c.fourcc)).toEqual(['ALPH', 'VP8 ']);
      expect(inner[1]!.data[0]).toBe(i + 1);
    });
    // The RIFF size is the file's, less its first eight bytes; every chunk even.
    expect(new DataView(file.buffer).getUint32(4, true)).toBe(file.length - 8);
  });

  it('refuses what is not a WebP, and a frame with no image', () => {
    expect(() => webpChunks(new Uint8Array(20))).toThrow('not a WebP');
    const noImage = still(1).slice(0, 12 + 18 + 12);
    new DataView(noImage.buffer).setUint32(4, noImage.length - 8, true);
    expect(() => animatedWebp([noImage], 512, 512, 67)).toThrow('no image');
  });
});
