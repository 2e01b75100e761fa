import { describe, expect, it } from 'vitest';
import { createStage, direct, presence, smoothstep } from './stage';

const MS = 1000;

describe('a stage with one thing on at a time', () => {
  it('the first thing is on at once, whole', () => {
    const stage = direct(createStage<string>(), 'hero', 0, MS, false);
    expect(stage.k).toBe(0);
    direct(stage, 'hero', MS, MS, false);
    expect(presence(stage, 'hero')).toBe(1);
  });

  it('a change shares the stage, eased, and ends with the new one alone', () => {
    const stage = direct(createStage<string>(), 'hero', 0, MS, true);
    direct(stage, 'about', 5000, MS, false);
    expect(presence(stage, 'hero')).toBe(1);
    expect(presence(stage, 'about')).toBe(0);
    direct(stage, 'about', 5250, MS, false);
    expect(presence(stage, 'about')).toBeCloseTo(smoothstep(0.25));
    expect(presence(stage, 'hero') + presence(stage, 'about')).toBeCloseTo(1);
    direct(stage, 'about', 6000, MS, false);
    expect(stage).toMatchObject({ from: 'about', to: 'about', k: 1 });
    expect(presence(stage, 'hero')).toBe(0);
  });

  it('instant (still frames): the new one is on at once, nothing in between', () => {
    const stage = direct(createStage<string>(), 'hero', 0, MS, true);
    direct(stage, 'cabinet', 10, MS, true);
    expect(presence(stage, 'cabinet')).toBe(1);
    expect(presence(stage, 'hero')).toBe(0);
  });

  it('a change in the middle of another: whichever was more on stage leaves', () => {
    const stage = direct(createStage<string>(), 'a', 0, MS, true);
    direct(stage, 'b', 0, MS, false);
    direct(stage, 'b', 800, MS, false); // mostly b by now
    direct(stage, 'c', 800, MS, false);
    expect(stage.from).toBe('b');
    const early = direct(direct(createStage<string>(), 'a', 0, MS, true), 'b', 0, MS, false);
    direct(early, 'b', 100, MS, false); // still mostly a
    direct(early, 'c', 100, MS, false);
    expect(early.from).toBe('a');
  });

  it('nothing on stage (null) is a change like any other', () => {
    const stage = direct(createStage<string>(), 'cabinet', 0, MS, true);
    direct(stage, null, 0, MS, false);
    direct(stage, null, 500, MS, false);
    expect(presence(stage, 'cabinet')).toBeCloseTo(0.5);
    direct(stage, null, 1000, MS, false);
    expect(stage).toMatchObject({ from: null, to: null });
  });
});
