import { describe, expect, it } from 'vitest';
import { stickerRules } from '../../../content/stickerRules';
import { fitToCap, gatherFor, ladder, loopFrames, stepsTaken, type Step } from './plan';

describe('gatherFor', () => {
  it('draws the loop at the stage’s rate, never over the platform’s rate or length', () => {
    expect(gatherFor('telegram', 30)).toEqual({ fps: 30, frames: 60, seam: 9 });
    expect(gatherFor('telegram', 60)).toEqual({ fps: 30, frames: 60, seam: 9 });
    expect(gatherFor('discord', 8)).toEqual({ fps: 8, frames: 16, seam: 2 });
    expect(gatherFor('whatsapp-still', 30)).toEqual({ fps: 1, frames: 1, seam: 0 });
  });
});

describe('ladder', () => {
  it('steps the quality down first, then the frame rate (by divisors of the drawn one), then the length', () => {
    const steps = ladder('telegram', { fps: 30, frames: 60, seam: 2 });
    expect(steps.map((s) => [s.quality, s.fps, s.seconds])).toEqual([
      [0, 30, 2],
      [1, 30, 2],
      [2, 30, 2],
      [2, 15, 2],
      [2, 10, 2],
      [2, 5, 2],
      [2, 5, 1.5],
      [2, 5, 1],
    ]);
    for (const s of steps) {
      expect(s.fps).toBeLessThanOrEqual(stickerRules.telegram.maxFps);
      expect(s.seconds).toBeLessThanOrEqual(stickerRules.telegram.maxSeconds);
    }
  });

  it('leaves out rates that do not divide the drawn one; a still has its qualities alone', () => {
    expect(new Set(ladder('discord', { fps: 8, frames: 16, seam: 2 }).map((s) => s.fps))).toEqual(new Set([8]));
    expect(ladder('whatsapp-still', { fps: 1, frames: 1, seam: 2 })).toHaveLength(4);
    expect(ladder('whatsapp-still', { fps: 1, frames: 1, seam: 2 }).every((s) => s.seconds === 1)).toBe(true);
  });
});

describe('loopFrames', () => {
  it('at the drawn rate and length, every drawn frame once, in order', () => {
    expect(loopFrames({ quality: 0, fps: 15, seconds: 2 }, { fps: 15, frames: 30, seam: 2 }).map((f) => f.index)).toEqual([...Array(30).keys()]);
  });

  it('at half the rate, every second frame', () => {
    const frames = loopFrames({ quality: 0, fps: 15, seconds: 2 }, { fps: 30, frames: 60, seam: 2 });
    expect(frames.map((f) => f.index)).toEqual([...Array(30).keys()].map((i) => i * 2));
    expect(frames.every((f) => f.under === null)).toBe(true);
  });

  it('shortened, the last frames dissolve into the drawn loop’s last ones, rising to lead into the first', () => {
    const frames = loopFrames({ quality: 0, fps: 10, seconds: 1 }, { fps: 10, frames: 20, seam: 2 });
    expect(frames).toHaveLength(10);
    const dissolving = frames.filter((f) => f.under !== null);
    expect(dissolving.map((f) => f.under)).toEqual([17, 18, 19]);
    expect(dissolving.map((f) => f.index)).toEqual([7, 8, 9]);
    expect(dissolving.map((f) => f.weight)).toEqual([1 / 3, 2 / 3, 1]);
  });
});

describe('fitToCap', () => {
  const steps: Step[] = ladder('discord', { fps: 15, frames: 30, seam: 2 });

  it('makes the file again a step smaller while it is over the cap, and says which steps it took', async () => {
    const sizes = [900, 700, 600, 480];
    const tried: number[] = [];
    const fitted = await fitToCap(steps, 512, (step) => Promise.resolve({ size: sizes[steps.indexOf(step)] ?? 100 }), (n) => tried.push(n));
    expect(tried).toEqual([1, 2, 3, 4]);
    expect(fitted?.file.size).toBe(480);
    expect(stepsTaken(steps[0]!, fitted!.step)).toEqual(['quality', 'fps']);
  });

  it('offers nothing when even the last step is over', async () => {
    expect(await fitToCap(steps, 10, () => Promise.resolve({ size: 11 }))).toBeNull();
  });

  it('takes the first file within the cap, at the best quality', async () => {
    const fitted = await fitToCap(steps, 512, () => Promise.resolve({ size: 512 }));
    expect(fitted?.step).toEqual(steps[0]);
    expect(stepsTaken(steps[0]!, fitted!.step)).toEqual([]);
  });
});
