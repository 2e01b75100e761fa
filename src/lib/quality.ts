/**
 * The automatic mode's frame-rate control. The scene reports every frame's
 * duration; the monitor answers, rarely, with a step down: first a lower pixel
 * ratio, then the lite view. Only a sustained low rate counts: frames are
 * grouped into windows of about a second, and a step needs several low
 * windows in a row, so a steady 60 fps never steps and a brief stall (a
 * shader compiling, a tab coming back) is forgotten.
 */

/** Below this sustained frame rate the scene gives way. */
const MIN_FPS = 30;
/** Length of one measuring window. */
const QUALITY_WINDOW_MS = 1000;
/** Consecutive low windows before a step down: five seconds of struggling. */
const QUALITY_LOW_WINDOWS = 5;
/** Windows ignored after a start or a step, while programs compile and caches fill. */
const QUALITY_WARMUP_WINDOWS = 2;
/** A gap this long is a pause (hidden tab, frame loop stopped), not a slow frame. */
const QUALITY_PAUSE_MS = 500;

export type QualityStep = 'lower-pixel-ratio' | 'lite';

export class QualityMonitor {
  private elapsed = 0;
  private frames = 0;
  private lowWindows = 0;
  private warmup = QUALITY_WARMUP_WINDOWS;
  private pixelRatioLowered = false;
  private gaveWay = false;

  /** `canLowerPixelRatio`: false where the screen's pixel ratio is already the lowest. */
  constructor(private readonly canLowerPixelRatio: boolean) {}

  /** One frame took `ms`; returns a step to take now, or null. Allocates nothing. */
  frame(ms: number): QualityStep | null {
    if (this.gaveWay) return null;
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
    if (this.canLowerPixelRatio && !this.pixelRatioLowered) {
      this.pixelRatioLowered = true;
      return 'lower-pixel-ratio';
    }
    this.gaveWay = true;
    return 'lite';
  }
}
