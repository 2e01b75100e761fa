import { describe, expect, it } from 'vitest';
import { morphsAt, restingMorphs } from './morphs';

const calm = { eyes: 1, joy: 0 };
/** A moment between blinks (the first comes at 0 s, for 0.14 s). */
const OPEN = 1;

describe('morphsAt', () => {
  it('rests: eyes open, mouth shut, no expression', () => {
    expect(morphsAt(restingMorphs(), calm, 0, OPEN)).toEqual(restingMorphs());
  });

  it('blinks both eyes at the blink and opens them after', () => {
    const shut = morphsAt(restingMorphs(), calm, 0, 0.05);
    expect(shut.blinkLeft).toBe(1);
    expect(shut.blinkRight).toBe(1);
    expect(morphsAt(restingMorphs(), calm, 0, 0.3).blinkLeft).toBe(0);
  });

  it('smiles with narrowed eyes and raised brows when glad', () => {
    const glad = morphsAt(restingMorphs(), { eyes: 1, joy: 1 }, 0, OPEN);
    expect(glad.smile).toBe(1);
    expect(glad.blinkLeft).toBeCloseTo(0.3);
    expect(glad.browsUp).toBeGreaterThan(0.3);
    expect(glad.frown).toBe(0);
  });

  it('squints, knits his brows and frowns a little over small print', () => {
    const reading = morphsAt(restingMorphs(), { eyes: 0.62, joy: 0 }, 0, OPEN);
    expect(reading.browsDown).toBeCloseTo(0.93, 2);
    expect(reading.browsUp).toBeLessThan(0.01);
    expect(reading.frown).toBeGreaterThan(0.3);
    expect(reading.blinkLeft).toBeGreaterThan(0.4);
  });

  it('widens his eyes and raises his brows when taken aback', () => {
    const aback = morphsAt(restingMorphs(), { eyes: 1.35, joy: 0 }, 0, OPEN);
    expect(aback.eyesWide).toBeCloseTo(1);
    expect(aback.browsUp).toBeCloseTo(1);
  });

  it('talks through open, wide and round shapes, and is silent without speech', () => {
    const shapes = [0.05, 0.1, 0.15, 0.25, 0.3].map((t) => morphsAt(restingMorphs(), calm, 1, OPEN + t));
    expect(shapes.every((m) => m.mouthOpen === 0.85)).toBe(true);
    expect(Math.max(...shapes.map((m) => m.mouthWide))).toBeGreaterThan(0.4);
    expect(Math.max(...shapes.map((m) => m.mouthRound))).toBeGreaterThan(0.4);
    const quiet = morphsAt(restingMorphs(), calm, 0, OPEN + 0.1);
    expect([quiet.mouthOpen, quiet.mouthWide, quiet.mouthRound]).toEqual([0, 0, 0]);
  });
});
