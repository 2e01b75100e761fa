import { describe, expect, it } from 'vitest';
import { memeClips } from '../../../content/clipRules';
import { clipSpec, pushScale, seamWeight, stampScale } from './clipPlan';

describe('clipSpec', () => {
  it('three seconds of video at 30 frames a second, at the feed sizes', () => {
    expect(clipSpec('mp4', 'square')).toEqual({ format: 'mp4', width: 720, height: 720, fps: 30, frames: 90, seam: 12 });
    expect(clipSpec('webm', 'wide')).toMatchObject({ width: 1200, height: 630, frames: 90 });
  });
  it('the GIF at 25 frames a second: its frame time is whole hundredths', () => {
    const gif = clipSpec('gif', 'square');
    expect(gif).toMatchObject({ width: 480, height: 480, fps: 25, frames: 75, seam: 10 });
    expect(100 / gif.fps).toBe(4);
    expect(clipSpec('gif', 'wide')).toMatchObject({ width: 800, height: 420, frames: 75 });
  });
  it('video sizes are even, as H.264 needs', () => {
    for (const shape of ['square', 'wide'] as const) {
      const { width, height } = clipSpec('mp4', shape);
      expect([width % 2, height % 2]).toEqual([0, 0]);
    }
  });
});

describe('seamWeight', () => {
  const spec = { frames: 90, seam: 12 };
  it('is nothing before the seam', () => {
    expect(seamWeight(0, spec)).toBe(0);
    expect(seamWeight(77, spec)).toBe(0);
  });
  it('rises by equal steps to all of it at the last frame: the one drawn just before frame 0', () => {
    const weights = Array.from({ length: 12 }, (_, k) => seamWeight(78 + k, spec));
    expect(weights[0]).toBeCloseTo(1 / 12);
    expect(weights[11]).toBe(1);
    for (let k = 1; k < 12; k++) expect(weights[k]! - weights[k - 1]!).toBeCloseTo(1 / 12);
  });
});

describe('the still pictures move', () => {
  it('push in and back out: at rest at the first and last instant, closest halfway', () => {
    expect(pushScale(0)).toBe(1);
    expect(pushScale(memeClips.seconds)).toBeCloseTo(1);
    expect(pushScale(memeClips.seconds / 2)).toBeCloseTo(1 + memeClips.push);
  });
  it('the caption swells and settles within its stamp, at rest otherwise', () => {
    expect(stampScale(0)).toBe(1);
    expect(stampScale(memeClips.stamp.seconds / 2)).toBeCloseTo(1 + memeClips.stamp.scale);
    expect(stampScale(memeClips.stamp.seconds)).toBe(1);
    expect(stampScale(2.9)).toBe(1);
  });
});
