import type { Pose } from './worker/robot/pose';
import type { Pace, QualityStep } from './worker/canvas/quality';

// What the scene reports with ?debug, shared by the scene, the tests and (as JSON) the scripts.
export interface SceneStats {
  /** Draw calls and triangles of the last whole frame, summed over every view. */
  calls: number;
  triangles: number;
  frames: number;
  /** Mean frame interval over the last second, in ms. */
  frameMs: number;
  geometries: number;
  textures: number;
  programs: number;
  /** The share of the canvas's pixels the frame covered (not transparent), when a frozen frame was asked to measure it. */
  covered?: number;
  /** The drawing buffer, in device pixels, and its pixel ratio. */
  buffer?: { width: number; height: number; pixelRatio: number };
  /** The finish as this frame drew it: its render targets' size, in device pixels, and whether bloom was among its passes; null without it. */
  finish?: FinishReport | null;
  /** The automatic frame-rate control, where it runs. */
  quality?: QualityReport | null;
}

export interface FinishReport {
  bloom: boolean;
  width: number;
  height: number;
}

export interface QualityReport {
  /** Frame time measured so far, in ms (paced frames' with ?debug&pace). */
  measuredMs: number;
  /** The steps taken, in order. */
  steps: QualityStep[];
}

/** Where the Chancellor is between which moments, and his pose. */
export interface ChancellorReport {
  from: string | null;
  to: string | null;
  t: number;
  glide: boolean;
  pose: Pose;
  /** Where his feet were drawn on screen (CSS pixels), and the page's scroll the frame was drawn for. */
  at: { x: number; y: number; scrollY: number };
}

export interface SceneDebug {
  /** The last frame's figures: what tests assert budgets on and `npm run bench` reads. */
  stats: SceneStats | null;
  /** With ?debug=frozen: draws one frame of what is on screen now and returns its figures; `coverage` adds `covered`. */
  frame?: (options?: { coverage?: boolean }) => Promise<SceneStats | null>;
  /** Where the Chancellor is between which moments, and his pose, at the last frame drawn. */
  chancellor?: () => ChancellorReport | null;
  /** Resolves once a frame the scene had already asked for has been drawn and its figures reported. */
  settle?: () => Promise<void>;
  /** Loses the WebGL context the way a GPU reset does (WEBGL_lose_context), and restores it. */
  loseContext?: () => void;
  restoreContext?: () => void;
  /** Has the frame-rate control measure frames at `pace` from now on instead of the real ones (only where ?pace started it). */
  pace?: (pace: Pace) => void;
  /** Each different state of the finish and the drawing buffer the frames reported, in order. */
  finishes?: (FinishReport & { pixelRatio: number })[];
}

declare global {
  interface Window {
    /** Present with ?debug. */
    __chipcScene?: SceneDebug;
  }
}

/** The scene's debug handle on the window, made on first use. */
export function debugHandle(): SceneDebug {
  return (window.__chipcScene ??= { stats: null });
}

/** Keeps the figures a frame reported, and each different state of the finish and the drawing buffer (what a step of the frame-rate control changed). */
export function noteStats(stats: SceneStats) {
  const handle = debugHandle();
  handle.stats = stats;
  const { finish, buffer } = stats;
  if (!finish || !buffer) return;
  const seen = (handle.finishes ??= []);
  const last = seen.at(-1);
  if (last && last.bloom === finish.bloom && last.width === finish.width && last.height === finish.height && last.pixelRatio === buffer.pixelRatio) return;
  seen.push({ ...finish, pixelRatio: buffer.pixelRatio });
}
