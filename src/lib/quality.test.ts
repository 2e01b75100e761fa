import { describe, expect, it } from 'vitest';
import { QualityMonitor, type QualityStep } from './quality';

/** Feeds `seconds` of frames at `fps`; returns each step taken, with the second it came at. */
function run(monitor: QualityMonitor, fps: number, seconds: number, from = 0): { step: QualityStep; at: number }[] {
  const steps: { step: QualityStep; at: number }[] = [];
  const ms = 1000 / fps;
  let t = from * 1000;
  for (let i = 0; i < fps * seconds; i++) {
    t += ms;
    const step = monitor.frame(ms);
    if (step) steps.push({ step, at: Math.round(t / 100) / 10 });
  }
  return steps;
}

describe('the automatic frame-rate control', () => {
  it('keeps full quality at a steady 60 fps for a whole minute', () => {
    expect(run(new QualityMonitor(true), 60, 60)).toEqual([]);
  });

  it('keeps full quality at a steady 31 fps', () => {
    expect(run(new QualityMonitor(true), 31, 60)).toEqual([]);
  });

  it('at a sustained 20 fps lowers the pixel ratio first, then falls back to lite', () => {
    const steps = run(new QualityMonitor(true), 20, 30);
    expect(steps.map((s) => s.step)).toEqual(['lower-pixel-ratio', 'lite']);
    // Two warm-up windows, then five low ones; again after the step.
    expect(steps[0]!.at).toBeGreaterThanOrEqual(7);
    expect(steps[0]!.at).toBeLessThanOrEqual(8);
    expect(steps[1]!.at).toBeGreaterThanOrEqual(14);
    expect(steps[1]!.at).toBeLessThanOrEqual(15);
  });

  it('goes straight to lite where the pixel ratio cannot be lowered', () => {
    expect(run(new QualityMonitor(false), 20, 10).map((s) => s.step)).toEqual(['lite']);
  });

  it('forgets a brief dip: three seconds at 15 fps in a minute at 60', () => {
    const monitor = new QualityMonitor(true);
    expect([...run(monitor, 60, 20), ...run(monitor, 15, 3, 20), ...run(monitor, 60, 37, 23)]).toEqual([]);
  });

  it('dips separated by good seconds never add up', () => {
    const monitor = new QualityMonitor(true);
    const steps = [];
    for (let i = 0; i < 10; i++) steps.push(...run(monitor, 60, 2), ...run(monitor, 20, 4));
    expect(steps).toEqual([]);
  });

  it('a pause (hidden tab, stopped loop) is not a slow frame', () => {
    const monitor = new QualityMonitor(true);
    run(monitor, 60, 5);
    for (let i = 0; i < 20; i++) expect(monitor.frame(5000)).toBeNull();
    expect(run(monitor, 60, 30)).toEqual([]);
  });
});
