import { describe, expect, it } from 'vitest';
import { createCrossfade, fadeTo as direct, presenceOn as presence, smoothstep } from './momentFade';

const MS = 1000;

describe('a fade with one thing on at a time', () => {
  it('the first thing is on at once, whole', () => {
    const fade = direct(createCrossfade<string>(), 'hero', 0, MS, false);
    expect(fade.k).toBe(0);
    direct(fade, 'hero', MS, MS, false);
    expect(presence(fade, 'hero')).toBe(1);
  });

  it('a change shares the fade, eased, and ends with the new one alone', () => {
    const fade = direct(createCrossfade<string>(), 'hero', 0, MS, true);
    direct(fade, 'about', 5000, MS, false);
    expect(presence(fade, 'hero')).toBe(1);
    expect(presence(fade, 'about')).toBe(0);
    direct(fade, 'about', 5250, MS, false);
    expect(presence(fade, 'about')).toBeCloseTo(smoothstep(0.25));
    expect(presence(fade, 'hero') + presence(fade, 'about')).toBeCloseTo(1);
    direct(fade, 'about', 6000, MS, false);
    expect(fade).toMatchObject({ from: 'about', to: 'about', k: 1 });
    expect(presence(fade, 'hero')).toBe(0);
  });

  it('instant (still frames): the new one is on at once, nothing in between', () => {
    const fade = direct(createCrossfade<string>(), 'hero', 0, MS, true);
    direct(fade, 'cabinet', 10, MS, true);
    expect(presence(fade, 'cabinet')).toBe(1);
    expect(presence(fade, 'hero')).toBe(0);
  });

  it('a change in the middle of another: whichever was more on fade leaves', () => {
    const fade = direct(createCrossfade<string>(), 'a', 0, MS, true);
    direct(fade, 'b', 0, MS, false);
    direct(fade, 'b', 800, MS, false); // mostly b by now
    direct(fade, 'c', 800, MS, false);
    expect(fade.from).toBe('b');
    const early = direct(direct(createCrossfade<string>(), 'a', 0, MS, true), 'b', 0, MS, false);
    direct(early, 'b', 100, MS, false); // still mostly a
    direct(early, 'c', 100, MS, false);
    expect(early.from).toBe('a');
  });

  it('nothing on fade (null) is a change like any other', () => {
    const fade = direct(createCrossfade<string>(), 'cabinet', 0, MS, true);
    direct(fade, null, 0, MS, false);
    direct(fade, null, 500, MS, false);
    expect(presence(fade, 'cabinet')).toBeCloseTo(0.5);
    direct(fade, null, 1000, MS, false);
    expect(fade).toMatchObject({ from: null, to: null });
  });
});
