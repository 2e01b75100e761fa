import { describe, expect, it } from 'vitest';
import { feedOffset, lawsInList, nextIndex, randomInt, REACTION_RANGES, simulateReactions } from './memeLawFeed';

describe('feed rotation', () => {
  it('advances and wraps from the last item to the first', () => {
    expect(nextIndex(0, 15)).toBe(1);
    expect(nextIndex(13, 15)).toBe(14);
    expect(nextIndex(14, 15)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it('moves 120 px per item', () => {
    expect(feedOffset(0)).toBeCloseTo(0);
    expect(feedOffset(1)).toBe(-120);
    expect(feedOffset(14)).toBe(-1680);
  });
});

describe('laws in the list', () => {
  it('holds those joined so far, never fewer than fill the window from the current law', () => {
    expect(lawsInList(3, 0, 15)).toBe(3);
    expect(lawsInList(7, 0, 15)).toBe(7);
    expect(lawsInList(3, 1, 15)).toBe(4);
    expect(lawsInList(3, 9, 15)).toBe(12);
    expect(lawsInList(15, 14, 15)).toBe(15);
    expect(lawsInList(3, 14, 15)).toBe(15);
  });
});

describe('random reactions', () => {
  it('reaches both ends of a range and nothing outside it', () => {
    expect(randomInt(100, 1099, () => 0)).toBe(100);
    expect(randomInt(100, 1099, () => 0.999_999_9)).toBe(1099);
  });

  it('draws every reaction inside its range', () => {
    const all = simulateReactions(2000);
    expect(all).toHaveLength(2000);
    for (const r of all) {
      for (const key of ['likes', 'dislikes', 'comments'] as const) {
        const [min, max] = REACTION_RANGES[key];
        expect(r[key]).toBeGreaterThanOrEqual(min);
        expect(r[key]).toBeLessThanOrEqual(max);
        expect(Number.isInteger(r[key])).toBe(true);
      }
    }
  });
});
