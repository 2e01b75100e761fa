import { describe, expect, it } from 'vitest';
import { bleedColour } from './bleed';

describe('bleedColour', () => {
  it('gives transparent pixels a visible neighbour’s colour, leaving every alpha and visible colour as it was', () => {
    // 3×3: a half-transparent red centre, the rest fully transparent black.
    const rgba = new Uint8ClampedArray(3 * 3 * 4);
    rgba.set([200, 10, 10, 128], 4 * 4);
    bleedColour(rgba, 3, 3);
    for (let p = 0; p < 9; p++) {
      expect([...rgba.subarray(p * 4, p * 4 + 3)], `pixel ${p}`).toEqual([200, 10, 10]);
      expect(rgba[p * 4 + 3]).toBe(p === 4 ? 128 : 0);
    }
  });

  it('leaves a wholly transparent picture alone', () => {
    const rgba = new Uint8ClampedArray(2 * 2 * 4);
    bleedColour(rgba, 2, 2);
    expect(rgba.every((v) => v === 0)).toBe(true);
  });
});
