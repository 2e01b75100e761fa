import { describe, expect, it } from 'vitest';
import { MAX_BUFFER_PIXELS, pixelRatio } from './pixelRatio';

describe('the scene pixel ratio', () => {
  it('follows the screen between 1 and 1.5', () => {
    expect(pixelRatio(1, 1440, 900, 1.5)).toBe(1);
    expect(pixelRatio(2, 390, 844, 1.5)).toBe(1.5);
    expect(pixelRatio(0.5, 390, 844, 1.5)).toBe(1);
  });
  it('drops to 1 when the frame-rate control says so', () => {
    expect(pixelRatio(3, 390, 844, 1)).toBe(1);
  });
  it('keeps a 4K screen within the pixel budget', () => {
    const ratio = pixelRatio(1, 3840, 2160, 1.5);
    expect(ratio).toBeLessThan(1);
    expect(3840 * ratio * 2160 * ratio).toBeLessThanOrEqual(MAX_BUFFER_PIXELS * 1.01);
    expect(pixelRatio(2, 1920, 1080, 1.5) * 1920 * pixelRatio(2, 1920, 1080, 1.5) * 1080).toBeLessThanOrEqual(MAX_BUFFER_PIXELS * 1.01);
  });
});
