import { describe, expect, it } from 'vitest';
import { hopScale, travel, type Travel } from './travel';

const box = (top: number, height = 400, left = 800, width = 300) => ({ top, bottom: top + height, left, right: left + width });
const out = (): Travel => ({ from: 0, to: 0, t: 0, glide: false });

describe('travel between moments', () => {
  const at = (y: number, max = 5000) => ({ height: 900, y, max });

  it('at the top of the page he is at the first moment, even one that sits high', () => {
    expect(travel([box(100), box(1500)], at(0), true, out())).toMatchObject({ from: 0, t: 0 });
  });

  it('at the foot of the page he has reached the last moment, even one that cannot reach the middle', () => {
    // Scrolled to the end; the last slot sits low, its centre below the focus line.
    const end = travel([box(-2000), box(600)], at(4000, 4000), true, out());
    expect(end).toMatchObject({ from: 1, to: 1 });
  });

  it('between two slots of one column he glides, halfway when the scroll is halfway', () => {
    // In page terms the slots' centres are at 1000 and 2000: on at scrolls 1000 − 504 and 2000 − 504.
    const half = travel([box(1000 - 200 - 996), box(2000 - 200 - 996)], at(996), true, out());
    expect(half).toMatchObject({ from: 0, to: 1, glide: true });
    expect(half.t).toBeCloseTo(0.5);
  });

  it('on a narrow page, or between slots in different columns, he hops', () => {
    expect(travel([box(-400), box(700)], at(1000), false, out()).glide).toBe(false);
    expect(travel([box(-400), box(700, 400, 0, 300)], at(1000), true, out()).glide).toBe(false);
  });

  it('with no slots there is nowhere to be', () => {
    expect(travel([], at(0), true, out())).toMatchObject({ from: -1, to: -1 });
  });

  it('a hop beams out around the middle and in again', () => {
    expect(hopScale(0)).toBe(1);
    expect(hopScale(0.3)).toBe(1);
    expect(hopScale(0.5)).toBe(0);
    expect(hopScale(0.45)).toBe(0);
    expect(hopScale(1)).toBe(1);
    expect(hopScale(0.4)).toBeGreaterThan(0);
    expect(hopScale(0.4)).toBeLessThan(1);
  });
});
