import { unzlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { apng, crc32 } from './apng';

interface Chunk {
  type: string;
  data: Uint8Array;
}

const be32 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(at);
const be16 = (b: Uint8Array, at: number) => new DataView(b.buffer, b.byteOffset, b.byteLength).getUint16(at);

/** The file's chunks, each CRC checked, as a PNG reader reads them. */
function chunks(file: Uint8Array): Chunk[] {
  const bytes = file;
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: Chunk[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = be32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect((crc32(bytes.subarray(at + 4, at + 8 + length)) ^ 0xffffffff) >>> 0, `${type}'s CRC`).toBe(be32(bytes, at + 8 + length));
    out.push({ type, data });
    at += 12 + length;
  }
  return out;
}

/** Two 4×2 frames: a transparent left half and a red or blue right half. */
function frames() {
  return ['red', 'blue'].map((c) => {
    const rgba = new Uint8ClampedArray(4 * 2 * 4);
    for (let p = 0; p < 8; p++) if (p % 4 >= 2) rgba.set(c === 'red' ? [255, 0, 0, 255] : [0, 0, 255, 255], p * 4);
    return rgba;
  });
}

describe('apng', () => {
  it('writes the chunks an APNG reader expects, in order, with one sequence across fcTL and fdAT', () => {
    const file = apng(frames(), 4, 2, 15);
    const list = chunks(file);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'acTL', 'fcTL', 'IDAT', 'fcTL', 'fdAT', 'IEND']);
    const [ihdr, actl] = list;
    expect([be32(ihdr!.data, 0), be32(ihdr!.data, 4), ihdr!.data[8], ihdr!.data[9]]).toEqual([4, 2, 8, 6]);
    expect([be32(actl!.data, 0), be32(actl!.data, 4)]).toEqual([2, 0]);
    const controls = list.filter((c) => c.type === 'fcTL');
    expect(controls.map((c) => be32(c.data, 0))).toEqual([0, 1]);
    expect(be32(list.find((c) => c.type === 'fdAT')!.data, 0)).toBe(2);
    for (const c of controls) expect([be16(c.data, 20), be16(c.data, 22), c.data[24], c.data[25]]).toEqual([1, 15, 0, 0]);
  });

  it('true colour: each frame decodes to its pixels exactly (rows filtered Sub)', () => {
    const list = chunks(apng(frames(), 4, 2, 15));
    const second = unzlibSync(list.find((c) => c.type === 'fdAT')!.data.subarray(4));
    // Row 0: filter 1, then the left pixels (zero) and the first blue, the second blue less the first.
    expect([...second.subarray(0, 17)]).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0]);
  });

  it('with a palette: index 0 is fully transparent and every transparent pixel takes it', () => {
    const list = chunks(apng(frames(), 4, 2, 15, 16));
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'acTL', 'PLTE', 'tRNS', 'fcTL', 'IDAT', 'fcTL', 'fdAT', 'IEND']);
    expect(list[0]!.data[9]).toBe(3);
    const alpha = list.find((c) => c.type === 'tRNS')!.data;
    expect(alpha[0]).toBe(0);
    const first = unzlibSync(list.find((c) => c.type === 'IDAT')!.data);
    const [filter, a, b, red] = first;
    expect([filter, a, b]).toEqual([0, 0, 0]);
    const plte = list.find((c) => c.type === 'PLTE')!.data;
    expect([plte[red! * 3], plte[red! * 3 + 2], alpha[red!]]).toEqual([255, 0, 255]);
  });
});
