import { describe, expect, it } from 'vitest';
import { createCrossfade, fadeTo, presenceOn, smoothstep } from './momentFade';

const MS = 1000;

describe('a fade with one thing on at a time', () => {
  it('the first thing is on at once, whole', () => {
    const fade = fadeTo(createCrossfade<string>(), 'hero', 0, MS, false);
    expect(fade.k).toBe(0);
    fadeTo(fade, 'hero', MS, MS, false);
    expect(presenceOn(fade, 'hero')).toBe(1);
  });

  it('a change shares the fade, eased, and ends with the new one alone', () => {
    const fade = fadeTo(createCrossfade<string>(), 'hero', 0, MS, true);
    fadeTo(fade, 'about', 5000, MS, false);
    expect(presenceOn(fade, 'hero')).toBe(1);
    expect(presenceOn(fade, 'about')).toBe(0);
    fadeTo(fade, 'about', 5250, MS, false);
    expect(presenceOn(fade, 'about')).toBeCloseTo(smoothstep(0.25));
    expect(presenceOn(fade, 'hero') + presenceOn(fade, 'about')).toBeCloseTo(1);
    fadeTo(fade, 'about', 6000, MS, false);
    expect(fade).toMatchObject({ from: 'about', to: 'about', k: 1 });
    expect(presenceOn(fade, 'hero')).toBe(0);
  });

  it('instant (motionless frames): the new one is on at once, nothing in between', () => {
    const fade = fadeTo(createCrossfade<string>(), 'hero', 0, MS, true);
    fadeTo(fade, 'cabinet', 10, MS, true);
    expect(presenceOn(fade, 'cabinet')).toBe(1);
    expect(presenceOn(fade, 'hero')).toBe(0);
  });

  it('a change in the middle of another: whichever was more on fade leaves', () => {
    const fade = fadeTo(createCrossfade<string>(), 'a', 0, MS, true);
    fadeTo(fade, 'b', 0, MS, false);
    fadeTo(fade, 'b', 800, MS, false); // mostly b by now
    fadeTo(fade, 'c', 800, MS, false);
    expect(fade.from).toBe('b');
    const early = fadeTo(fadeTo(createCrossfade<string>(), 'a', 0, MS, true), 'b', 0, MS, false);
    fadeTo(early, 'b', 100, MS, false); // still mostly a
    fadeTo(early, 'c', 100, MS, false);
    expect(early.from).toBe('a');
  });

  it('nothing on fade (null) is a change like any other', () => {
    const fade = fadeTo(createCrossfade<string>(), 'cabinet', 0, MS, true);
    fadeTo(fade, null, 0, MS, false);
    fadeTo(fade, null, 500, MS, false);
    expect(presenceOn(fade, 'cabinet')).toBeCloseTo(0.5);
    fadeTo(fade, null, 1000, MS, false);
    expect(fade).toMatchObject({ from: null, to: null });
  });
});
