/**
 * The automatic mode's frame-rate control. The scene reports every frame's
 * duration; the monitor answers, rarely, with a step down: the steps the
 * scene offers, in order (drop the glow, lower the pixel ratio), then the lite
 * view. Only a sustained rate clearly below any screen's cap counts: frames are
 * grouped into windows of about a second, and a step needs several low
 * windows in a row, so a steady 60 fps never steps, a device held at 30 fps by
 * design (Low Power Mode, battery saver, a 30 Hz screen: 29.9 fps measured,
 * with jitter either side) never steps, and a brief stall (a shader
 * compiling, a tab coming back) is forgotten.
 */
import type { Pace, QualityStep } from '../../protocol';

/**
 * Below this sustained rate the scene gives way. Under 30 on purpose: 30 fps is a cap many
 * devices hold by design, and its frames, spaced by whole screen refreshes, jitter either side of it.
 */
const MIN_FPS = 24;
/** Length of one measuring window. */
const QUALITY_WINDOW_MS = 1000;
/** Consecutive low windows before a step down: five seconds of struggling. */
const QUALITY_LOW_WINDOWS = 5;
/** Windows ignored after a start or a step, while programs compile and caches fill. */
const QUALITY_WARMUP_WINDOWS = 2;
/** A gap this long is a pause (hidden tab, frame loop stopped), not a slow frame. */
const QUALITY_PAUSE_MS = 500;


/**
 * What a scene can give up, cheapest loss first: the glow (the dearest pass of the finish and the
 * least missed), then the pixel ratio (only a dense screen has one to lower).
 */
export function qualitySteps({ bloom, dense }: { bloom: boolean; dense: boolean }): Exclude<QualityStep, 'lite'>[] {
  return [...(bloom ? (['drop-bloom'] as const) : []), ...(dense ? (['lower-pixel-ratio'] as const) : [])];
}

export class QualityMonitor {
  private elapsed = 0;
  private frames = 0;
  private lowWindows = 0;
  private warmup = QUALITY_WARMUP_WINDOWS;
  private readonly steps: QualityStep[];

  /** `steps`: what the scene can still give up here, in order (a screen at pixel ratio 1 has no ratio to lower); lite always comes last. */
  constructor(steps: readonly Exclude<QualityStep, 'lite'>[]) {
    this.steps = [...steps, 'lite'];
  }

  /** One frame took `ms`; returns a step to take now, or null. Allocates nothing. */
  frame(ms: number): QualityStep | null {
    if (this.steps.length === 0) return null;
    if (!(ms > 0) || ms >= QUALITY_PAUSE_MS) {
      // Not a measurement: start the window afresh.
      this.elapsed = 0;
      this.frames = 0;
      return null;
    }
    this.elapsed += ms;
    this.frames += 1;
    if (this.elapsed < QUALITY_WINDOW_MS) return null;
    const fps = (this.frames * 1000) / this.elapsed;
    this.elapsed = 0;
    this.frames = 0;
    if (this.warmup > 0) {
      this.warmup -= 1;
      return null;
    }
    this.lowWindows = fps < MIN_FPS ? this.lowWindows + 1 : 0;
    if (this.lowWindows < QUALITY_LOW_WINDOWS) return null;
    this.lowWindows = 0;
    this.warmup = QUALITY_WARMUP_WINDOWS;
    return this.steps.shift()!;
  }
}

/** A repeatable sequence in [0, 1): the same paced run every time. */
export function seededRandom(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

/** One second of frame times at `pace` (at least 1000 ms in all), jittered by `random`. */
export function pacedSecond(pace: Pace, random: () => number): number[] {
  const frames: number[] = [];
  let total = 0;
  while (total < 1000) {
    const ms = 1000 / pace.fps + (random() * 2 - 1) * pace.jitter;
    frames.push(ms);
    total += ms;
  }
  return frames;
}
