import { describe, expect, it } from 'vitest';
import { faceAt, lidsAt, restingFace } from './face';

const calm = { eyes: 1, joy: 0 };
const OPEN_AT = 1; // a moment with the lids open

describe('the visor face', () => {
  it('calm: round eyes open, a straight mouth, no smile', () => {
    const f = faceAt(restingFace(), calm, 0, 'CHANCELLOR', OPEN_AT);
    expect(f).toMatchObject({ eyes: 1, arcs: 0, error: false, barWidth: 1, smile: 0, tear: null });
  });

  it('beaming: the eyes turn to arcs and the mouth to a lit smile', () => {
    const f = faceAt(restingFace(), { eyes: 1, joy: 1 }, 0, 'CHANCELLOR', OPEN_AT);
    expect(f.eyes).toBe(0);
    expect(f.arcs).toBe(1);
    expect(f.barWidth).toBe(0);
    expect(f.smile).toBe(1);
    expect(f.mouthGlow).toBeGreaterThan(1); // bright enough to bloom
  });

  it('squints and widens with the pose', () => {
    expect(faceAt(restingFace(), { eyes: 0.62, joy: 0 }, 0, 'CHANCELLOR', OPEN_AT).eyes).toBeCloseTo(0.62);
    expect(faceAt(restingFace(), { eyes: 1.35, joy: 0 }, 0, 'CHANCELLOR', OPEN_AT).eyes).toBeCloseTo(1.35);
  });

  it('talking opens the mouth and lights it', () => {
    const f = faceAt(restingFace(), calm, 1, 'CHANCELLOR', OPEN_AT);
    expect(f.barHeight).toBeGreaterThan(2);
    expect(f.mouthGlow).toBeGreaterThan(1);
  });

  it('blinks every 3.7 s, twice in a row every third time', () => {
    expect(lidsAt(0.05)).toBeLessThan(0.2);
    expect(lidsAt(1)).toBe(1);
    expect(lidsAt(3.75)).toBeLessThan(0.2);
    // The third blink (cycle 2) is a double one.
    expect(lidsAt(7.4 + 0.35)).toBeLessThan(0.2);
    expect(lidsAt(3.7 + 0.35)).toBe(1);
  });

  it('MALFUNCTIONING flashes error crosses in fits; GLITCHED weeps', () => {
    const fits = Array.from({ length: 40 }, (_, i) => faceAt(restingFace(), calm, 0, 'MALFUNCTIONING', i / 3 + 0.1).error);
    expect(fits.some(Boolean)).toBe(true);
    expect(fits.some((e) => !e)).toBe(true);
    const crossed = fits.findIndex(Boolean);
    expect(faceAt(restingFace(), calm, 0, 'MALFUNCTIONING', crossed / 3 + 0.1).eyes).toBe(0);
    const tear = faceAt(restingFace(), calm, 0, 'GLITCHED', 0.5).tear;
    expect(tear).toBeGreaterThan(0);
    expect(tear).toBeLessThan(1);
    expect(faceAt(restingFace(), calm, 0, 'ONLINE', 0.5).tear).toBeNull();
  });
});
