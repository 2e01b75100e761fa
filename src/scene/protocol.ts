/**
 * Everything the page and the scene's worker say to each other, both ways, each message one
 * member of a discriminated union. The scene draws in a worker on a canvas the page has handed
 * over (OffscreenCanvas), so three.js, its shaders and the GPU's waits never hold the page's
 * thread; the page measures its slots and tells the scene where they are, once a frame, in one
 * message of one shape (Frame). Types only: both sides import it, neither runs it.
 */
import type { Choreography } from '../bridge/choreography';
import type { PortraitAsk, ReelAsk, ReelFrame, ReelPull } from '../bridge/portrait';
import type { SlotMeta } from '../bridge/slotMeta';
import type { MomentId } from '../content/moments';
import type { Pose } from './worker/robot/pose';

export type { Choreography, PortraitAsk, ReelFrame, ReelPull, SlotMeta };

/**
 * Frames a test has the control measure instead of the real ones (`?debug&pace=20` or
 * `?debug&pace=30,4`): `fps` frames a second, each off by up to ±`jitter` ms. How fast the
 * machine running the test draws then changes nothing the control decides.
 */
export interface Pace {
  fps: number;
  jitter: number;
}

/** What the scene should do, from the page's settings and media queries. */
export interface SceneOptions {
  /** Still frames only: prefers-reduced-motion. */
  reduced: boolean;
  /** Set by ?mode=full: never downgrade on frame rate. */
  forced: boolean;
  /** ?debug: figures reported after each frame; 'frozen' also stops the clock and draws only on request. */
  debug: false | 'on' | 'frozen';
  /** A fine pointer: heads follow it. */
  fine: boolean;
  /** The finish (bloom, tone, vignette); `?post=off` leaves it out, for the bench's comparison. */
  post: boolean;
  /** ?debug&pace: what the frame-rate control measures instead of the real frames (tests of the control). */
  pace: Pace | null;
}

/** The window's size and the screen's pixel density. */
export interface Viewport {
  width: number;
  height: number;
  deviceRatio: number;
}

/**
 * One frame's reading of the page, sent as the page keeps it. Times are on the page's clock
 * (its performance.now()); the worker reads them against the page's clock (worker/pageMirror.ts).
 */
export interface Frame {
  /** Each slot's rectangle on screen: top, left, width, height, in slot order. */
  rects: Float64Array;
  /** The page's scroll, and how far it can scroll. */
  scroll: { y: number; max: number };
  /** The pointer over the window in -1…1 on both axes, for heads that follow it. */
  pointer: { x: number; y: number; active: boolean };
  /** What the page's motion has set (bridge/choreography.ts). */
  choreography: Choreography;
  /** The companion's moment (null: none, past the cabinet), and when the visitor last asked him something. */
  companion: { moment: MomentId | null; askAt: number };
}

/** What the frame-rate control can give up to draw faster, cheapest loss first; 'lite' ends the scene. */
export type QualityStep = 'drop-bloom' | 'lower-pixel-ratio' | 'lite';

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
  pose: Pose;
  /** Where his feet were drawn on screen (CSS pixels), and the page's scroll the frame was drawn for. */
  at: { x: number; y: number; scrollY: number };
  /** His modelled body: drawn (`rigged`), its bytes, and the time to fetch and to decode them (ms). */
  model: { rigged: boolean; bytes: number; fetchMs: number; decodeMs: number };
}

/** The page asks the scene's worker for a portrait (bridge/portrait.ts); `id` pairs the answer with the ask. */
export interface PortraitRequest extends PortraitAsk {
  type: 'portrait';
  id: number;
}

/** The page asks for a reel: the scene's frames go to the clip's worker through `port`, one for each it pulls. */
export interface ReelRequest extends ReelAsk {
  type: 'reel';
  id: number;
  port: MessagePort;
}

export type ToScene =
  /** `timeOrigin`: the page's clock's origin, against which the worker reads the frame's times. */
  | { type: 'start'; canvas: OffscreenCanvas; options: SceneOptions; viewport: Viewport; slots: SlotMeta[]; frame: Frame; timeOrigin: number }
  | { type: 'options'; options: SceneOptions }
  | { type: 'viewport'; viewport: Viewport }
  | { type: 'slots'; slots: SlotMeta[] }
  | { type: 'frame'; frame: Frame }
  /** Whether any slot is near the screen and the tab is shown (frames run only then), with where the slots are now. */
  | { type: 'visible'; visible: boolean; frame: Frame }
  /** ?debug=frozen: draw one frame of the last one read and answer 'drawn'; `coverage` also measures how much of the canvas it covers. */
  | { type: 'draw'; id: number; coverage: boolean }
  /** ?debug: answer 'settled' after two of the worker's animation frames, so a frame it had already asked for has been drawn and reported. */
  | { type: 'settle'; id: number }
  /** ?debug: lose or restore the context the way a GPU reset does (WEBGL_lose_context). */
  | { type: 'context'; lose: boolean }
  /** One character in one pose, alone, at a picture's size (the meme maker's). */
  | PortraitRequest
  /** The same, moving: a clip's frames. */
  | ReelRequest
  /** The reel `id` is not wanted any more (cancelled, or the page left): it ends at once. */
  | { type: 'reel-stop'; id: number };

export type FromScene =
  | { type: 'status'; status: 'ready' | 'lost' }
  | { type: 'failed'; message: string }
  | { type: 'low-fps' }
  | { type: 'stats'; stats: SceneStats; chancellor: ChancellorReport }
  | { type: 'drawn'; id: number; stats: SceneStats | null; chancellor: ChancellorReport }
  | { type: 'settled'; id: number }
  /** The frame loop's state; 'timer' while the browser gives the worker no animation frames and a timer draws instead. */
  | { type: 'loop'; loop: 'always' | 'demand' | 'never' | 'timer' }
  /** The portrait: the PNG, or null and why not (no reason when a newer ask superseded it); `superseded`: not drawn, only the latest ask is. */
  | { type: 'portrait'; id: number; png: Blob | null; reason: string | null; superseded: boolean }
  /** The reel ended: every frame pulled was drawn (`reason` null), or why not. */
  | { type: 'reel'; id: number; reason: string | null };
