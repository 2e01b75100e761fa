import { describe, expect, it } from 'vitest';
import { findHead, frameCrop, headSquare, standCrop, type Head, type SolidMask, type Square } from './avatarCrop';

/** A rectangle of solid pixels: left, top, width, height. */
type Rect = [number, number, number, number];

function mask(width: number, height: number, rects: Rect[], scale = 1): SolidMask {
  const solid = new Uint8Array(width * scale * height * scale);
  for (const [x, y, w, h] of rects) {
    for (let j = y * scale; j < (y + h) * scale; j++) for (let i = x * scale; i < (x + w) * scale; i++) solid[j * width * scale + i] = 1;
  }
  return { width: width * scale, height: height * scale, solid };
}

/**
 * The Chancellor as the stills draw him, in blocks, his spine at `cx`: an antenna, a head 14
 * wide and 11 tall (rows 20–30), a narrower neck (31–32), a body with arms out, down to row 74.
 */
const robot = (cx: number): Rect[] => [
  [cx - 1, 10, 2, 10],
  [cx - 7, 20, 14, 11],
  [cx - 4, 31, 8, 2],
  [cx - 8, 33, 16, 42],
  [cx - 20, 38, 12, 3],
  [cx + 8, 38, 12, 3],
];
const HEAD: Head = { x: 32, top: 20, bottom: 31 };

/** Whether a point (in the picture) is within the circle inscribed in `square`. */
const inCircle = (square: Square, x: number, y: number) => Math.hypot(x - (square.x + square.side / 2), y - (square.y + square.side / 2)) <= square.side / 2;

describe('findHead', () => {
  it('finds the head above the neck, under its antenna', () => {
    expect(findHead(mask(64, 96, robot(32)))).toEqual(HEAD);
  });

  it('follows the figure wherever it stands across the picture', () => {
    expect(findHead(mask(64, 96, robot(22)))).toEqual({ ...HEAD, x: 22 });
  });

  it('is not misled by flags taller than him at both sides (the podium)', () => {
    const flags: Rect[] = [
      [4, 8, 1, 60],
      [4, 8, 10, 24],
      [59, 8, 1, 60],
      [50, 8, 10, 24],
    ];
    expect(findHead(mask(64, 96, [...robot(32), ...flags]))).toEqual(HEAD);
  });

  it('sees past a screen that hangs wide behind the top of his head (reading a law): his width tells his height', () => {
    const screen: Rect = [6, 12, 52, 12];
    expect(findHead(mask(64, 96, [...robot(32), screen]))).toEqual({ ...HEAD, top: 31 - 14 * 0.75 });
  });

  it('takes him, not the row of ministers at their desks above him (the cabinet)', () => {
    const desks: Rect[] = [0, 1, 2, 3].map((i) => [2 + i * 16, 0, 12, 9] as Rect);
    expect(findHead(mask(64, 96, [...robot(32), ...desks]))).toEqual(HEAD);
  });

  it('finds the same head in a larger copy of the picture', () => {
    expect(findHead(mask(64, 96, robot(32), 2))).toEqual({ x: 64, top: 40, bottom: 62 });
  });

  it('finds none in a shape without a neck, and none in an empty picture', () => {
    expect(findHead(mask(64, 96, [[10, 10, 40, 70]]))).toBeNull();
    expect(findHead(mask(64, 96, []))).toBeNull();
  });
});

describe('headSquare', () => {
  it('keeps the head and the antenna inside the circle chat apps crop to, with the shoulders below', () => {
    const square = headSquare(HEAD);
    for (const [x, y] of [
      [25, 20],
      [39, 20],
      [25, 31],
      [39, 31],
      [32, 10],
    ]) {
      expect(inCircle(square, x!, y!), `(${x}, ${y})`).toBe(true);
    }
    // Square, centred on the head, reaching below the neck to the shoulders.
    expect(square.x + square.side / 2).toBe(32);
    expect(square.y + square.side).toBeGreaterThan(40);
    expect(square.y).toBeLessThan(10);
  });
});

describe('standCrop', () => {
  it('crops round the head that was found', () => {
    expect(standCrop(mask(64, 96, robot(32)))).toEqual(headSquare(HEAD));
  });

  it('without a neck, crops the top of the figure round the middle of its top rows', () => {
    const square = standCrop(mask(64, 96, [[10, 10, 40, 70]]));
    expect(square.side).toBeCloseTo(70 * 0.45);
    expect(square.x + square.side / 2).toBeCloseTo(30);
    expect(square.y).toBeLessThanOrEqual(10);
  });

  it('with nothing solid, takes the middle square of the picture', () => {
    expect(standCrop(mask(60, 90, []))).toEqual({ x: 0, y: 0, side: 60 });
  });
});

describe('frameCrop', () => {
  it("cuts a framed still's middle square from near its top", () => {
    const square = frameCrop(400, 400);
    expect(square.x + square.side / 2).toBe(200);
    expect(square.y).toBeGreaterThan(0);
    expect(square.y + square.side).toBeLessThan(400);
  });
});
