import { describe, expect, it } from 'vitest';
import { COUNT_UP_DURATION_MS, COUNT_UP_STEPS, countUpValue } from './countUp';

describe('countUpValue', () => {
  it('starts at zero and ends exactly on the target', () => {
    expect(countUpValue(1_000_000_000, 0)).toBe(0);
    expect(countUpValue(1_000_000_000, COUNT_UP_DURATION_MS)).toBe(1_000_000_000);
    expect(countUpValue(10_000, 99_999)).toBe(10_000);
  });

  it('is half way at half the duration', () => {
    expect(countUpValue(2_000_000, 1000)).toBe(1_000_000);
  });

  it('moves in 60 discrete steps', () => {
    const values = new Set<number>();
    for (let t = 0; t <= COUNT_UP_DURATION_MS; t += 1) values.add(countUpValue(6000, t));
    expect(values.size).toBe(COUNT_UP_STEPS + 1); // 0 plus sixty steps
    expect(countUpValue(6000, COUNT_UP_DURATION_MS / COUNT_UP_STEPS - 1)).toBe(0);
    expect(countUpValue(6000, COUNT_UP_DURATION_MS / COUNT_UP_STEPS)).toBe(100);
  });

  it('never goes down as time passes', () => {
    let last = 0;
    for (let t = 0; t <= 2100; t += 7) {
      const v = countUpValue(10_000, t);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
  });
});
