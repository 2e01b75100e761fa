import { describe, expect, it } from 'vitest';
import type { QualityStep } from '../../protocol';
import { pacedSecond, QualityMonitor, qualitySteps, seededRandom } from './quality';

/** A repeatable sequence in [0, 1), so a jittered run is the same run every time. */
function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/**
 * Frame intervals as a screen delivers them: whole refreshes of a `hz` screen, the scene
 * drawing every `every`-th one, each frame sometimes late by one more refresh (`missed`, a share)
 * and measured with ±`noise` ms of timer jitter.
 */
function screenFrames(seconds: number, { hz, every = 1, missed = 0, noise = 1.5, seed = 7 }: { hz: number; every?: number; missed?: number; noise?: number; seed?: number }) {
  const rand = seeded(seed);
  const refresh = 1000 / hz;
  const out: number[] = [];
  let t = 0;
  while (t < seconds * 1000) {
    const ms = refresh * (every + (rand() < missed ? 1 : 0)) + (rand() * 2 - 1) * noise;
    out.push(ms);
    t += ms;
  }
  return out;
}

/** Evenly spaced frames at `fps`. */
const steady = (fps: number, seconds: number) => Array.from({ length: Math.round(fps * seconds) }, () => 1000 / fps);

/** Feeds the frames; returns each step taken, with the second it came at. */
function feed(monitor: QualityMonitor, frames: number[], from = 0): { step: QualityStep; at: number }[] {
  const steps: { step: QualityStep; at: number }[] = [];
  let t = from * 1000;
  for (const ms of frames) {
    t += ms;
    const step = monitor.frame(ms);
    if (step) steps.push({ step, at: Math.round(t / 100) / 10 });
  }
  return steps;
}

const full = () => new QualityMonitor(['lower-pixel-ratio']);

describe('the automatic frame-rate control', () => {
  it('keeps full quality at a steady 60 fps for a whole minute', () => {
    expect(feed(full(), steady(60, 60))).toEqual([]);
  });

  it('keeps full quality at 60 fps with timer jitter and a dropped frame in ten', () => {
    expect(feed(full(), screenFrames(120, { hz: 60, missed: 0.1, noise: 3 }))).toEqual([]);
  });

  it('keeps full quality on a device held at 30 fps: 31 frames in 1,034 ms, window after window', () => {
    const frames = Array.from({ length: 31 * 120 }, () => 1034 / 31);
    expect(1000 / (1034 / 31)).toBeLessThan(30);
    expect(feed(full(), frames)).toEqual([]);
  });

  it('keeps full quality at 30 fps with jitter either side: every second refresh of a 60 Hz screen, some frames late', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(feed(full(), screenFrames(120, { hz: 60, every: 2, missed: 0.15, noise: 4, seed }))).toEqual([]);
    }
  });

  it('keeps full quality on a 30 Hz screen that misses one refresh in five', () => {
    expect(feed(full(), screenFrames(120, { hz: 30, missed: 0.2, noise: 2 }))).toEqual([]);
  });

  it('at a sustained, jittered 20 fps gives up what it can in order, then falls back to lite', () => {
    const monitor = new QualityMonitor(['drop-bloom', 'lower-pixel-ratio']);
    const steps = feed(monitor, screenFrames(40, { hz: 60, every: 3, noise: 4 }));
    expect(steps.map((s) => s.step)).toEqual(['drop-bloom', 'lower-pixel-ratio', 'lite']);
    // Two warm-up windows, then five low ones; again after each step.
    expect(steps[0]!.at).toBeGreaterThanOrEqual(7);
    expect(steps[0]!.at).toBeLessThanOrEqual(8);
    expect(steps[1]!.at).toBeGreaterThanOrEqual(14);
    expect(steps[1]!.at).toBeLessThanOrEqual(15);
    expect(steps[2]!.at).toBeGreaterThanOrEqual(21);
    expect(steps[2]!.at).toBeLessThanOrEqual(22.5);
    // Then nothing more: the page has gone lite.
    expect(feed(monitor, steady(10, 30))).toEqual([]);
  });

  it('steps at a sustained 23 fps, the first rate below the line', () => {
    expect(feed(new QualityMonitor([]), steady(23, 10)).map((s) => s.step)).toEqual(['lite']);
    expect(feed(full(), screenFrames(30, { hz: 46, every: 2, noise: 2 })).map((s) => s.step)).toEqual(['lower-pixel-ratio', 'lite']);
  });

  it('never steps at a sustained 25 fps, steady or jittered', () => {
    expect(feed(full(), steady(25, 120))).toEqual([]);
    for (const seed of [1, 2, 3]) expect(feed(full(), screenFrames(120, { hz: 50, every: 2, noise: 2, seed }))).toEqual([]);
  });

  it('goes straight to lite where nothing else can be given up', () => {
    expect(feed(new QualityMonitor([]), steady(20, 10)).map((s) => s.step)).toEqual(['lite']);
  });

  it('forgets a brief dip: three seconds at 15 fps in a minute at 60', () => {
    const monitor = full();
    expect([...feed(monitor, steady(60, 20)), ...feed(monitor, steady(15, 3), 20), ...feed(monitor, steady(60, 37), 23)]).toEqual([]);
  });

  it('dips separated by good seconds never add up', () => {
    const monitor = full();
    const steps = [];
    for (let i = 0; i < 10; i++) steps.push(...feed(monitor, steady(60, 2)), ...feed(monitor, steady(20, 4)));
    expect(steps).toEqual([]);
  });

  it('a pause (hidden tab, stopped loop) is not a slow frame', () => {
    const monitor = full();
    feed(monitor, steady(60, 5));
    for (let i = 0; i < 20; i++) expect(monitor.frame(5000)).toBeNull();
    expect(feed(monitor, steady(60, 30))).toEqual([]);
  });
});

describe('what a scene gives up first', () => {
  it('the glow, then the pixel ratio, each only where there is one to give', () => {
    expect(qualitySteps({ bloom: true, dense: true })).toEqual(['drop-bloom', 'lower-pixel-ratio']);
    expect(qualitySteps({ bloom: true, dense: false })).toEqual(['drop-bloom']);
    expect(qualitySteps({ bloom: false, dense: true })).toEqual(['lower-pixel-ratio']);
    expect(qualitySteps({ bloom: false, dense: false })).toEqual([]);
  });
});

describe('paced frames, for tests of the control', () => {
  it('makes a second of frames at the rate asked, within the jitter', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 20; i++) {
      const frames = pacedSecond({ fps: 30, jitter: 4 }, random);
      const total = frames.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(1000);
      expect(total).toBeLessThan(1000 + 1000 / 30 + 4);
      for (const ms of frames) expect(Math.abs(ms - 1000 / 30)).toBeLessThanOrEqual(4);
    }
  });

  it('a paced, jittered 30 fps never steps; a paced 20 fps steps through everything', () => {
    const random = seededRandom(1);
    const monitor = new QualityMonitor(['drop-bloom', 'lower-pixel-ratio']);
    for (let i = 0; i < 120; i++) for (const ms of pacedSecond({ fps: 30, jitter: 4 }, random)) expect(monitor.frame(ms)).toBeNull();
    const steps: QualityStep[] = [];
    for (let i = 0; i < 30; i++) {
      for (const ms of pacedSecond({ fps: 20, jitter: 4 }, random)) {
        const step = monitor.frame(ms);
        if (step) steps.push(step);
      }
    }
    expect(steps).toEqual(['drop-bloom', 'lower-pixel-ratio', 'lite']);
  });
});
