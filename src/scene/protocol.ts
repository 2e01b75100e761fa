/**
 * Everything the page and the scene's worker say to each other, both ways, each message one
 * member of a discriminated union. The scene draws in a worker on a canvas the page has handed
 * over (OffscreenCanvas), so three.js, its shaders and the GPU's waits never hold the page's
 * thread; the page measures its slots and tells the scene where they are, once a frame, in one
 * message of one shape (Frame). Types only: both sides import it, neither runs it.
 */
import type { Choreography } from '../bridge/choreography';
import type { SlotMeta } from '../bridge/slotMeta';
import type { MomentId } from '../content/moments';

export type { Choreography, SlotMeta };

/**
 * Frames a test has the control measure instead of the real ones (`?debug&pace=20` or
 * `?debug&pace=30,4`): `fps` frames a second, each off by up to ±`jitter` ms. How fast the
 * machine running the test draws then changes nothing the control decides.
 */
export interface Pace {
  fps: number;
  jitter: number;
}

/**
 * A robot's pose as plain numbers (angles in radians, amounts 0…1), so the
 * scene can blend two moments' poses every frame without allocating.
 */
export interface Pose {
  /** Body yaw: positive turns him to the viewer's right. */
  turn: number;
  headYaw: number;
  headPitch: number;
  /** His left arm (the viewer's right): raised sideways, and swung forward. */
  leftRaise: number;
  leftForward: number;
  /** How much the left arm waves, on top of its raise. */
  wave: number;
  /** His right arm (the viewer's left). */
  rightRaise: number;
  rightForward: number;
  /** His right arm out, pointing (the modelled Chancellor's clip; the primitive robots have none). */
  point: number;
  /** Mouth and visor at work: he is reading out. */
  talk: number;
  /** Bob and arm swing: he is walking. */
  walk: number;
  /** The paper in his hand, and the podium before him: 0 hidden, 1 there. */
  paper: number;
  podium: number;
  /** The face on his visor: how open the eyes are (0.6 a squint, 1 calm, 1.35 wide) and how
   * glad he is (0 level, 1 beaming: the eyes turn to arcs and the mouth to a smile). */
  eyes: number;
  joy: number;
}

/** What the scene should do, from the page's settings and media queries. */
export interface SceneOptions {
  /** Motionless frames only: prefers-reduced-motion. */
  reduced: boolean;
  /** Set by ?mode=full: never downgrade on frame rate. */
  forced: boolean;
  /** ?debug: figures reported after each frame; 'frozen' also stops the clock and draws only on request. */
  debug: false | 'on' | 'frozen';
  /** A fine pointer: heads follow it. */
  fine: boolean;
  /** The finish (bloom, tone, vignette); `?post=off` leaves it out, for the bench's comparison. */
  finish: boolean;
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

/** One character in one pose, at a picture's size: what the meme press asks the portrait booth for. */
export interface PortraitAsk {
  /** The Chancellor's moment; ignored for a minister. */
  moment: MomentId;
  /** A minister's id, or null for the Chancellor. */
  minister: string | null;
  width: number;
  height: number;
}

/**
 * A reel: the same character and pose, moving, drawn frame by frame at a clip's size (the meme
 * maker's clips). The scene steps its own clock by exactly one frame for each, so the same ask
 * gives the same frames; the frames go straight to the clip's worker through `port`.
 */
export interface ReelAsk extends PortraitAsk {
  fps: number;
  /** Frames in the clip, and how many of them are the seam (features/memes/lib/clipPlan.ts). */
  frames: number;
  seam: number;
}

/** What the clip's worker says on the reel's port: the next frame it wants, or that it wants no more. */
export type ReelPull = { want: number } | { stop: true };

/**
 * What the scene answers on the reel's port: frame `frame` of the character, with the seam's
 * frame to dissolve into it (`under`) among the last; or why it cannot go on.
 */
export type ReelFrame = { frame: number; image: ImageBitmap; under: ImageBitmap | null } | { failed: string };

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
  /** ?debug: answer 'caught-up' after two of the worker's animation frames, so a frame it had already asked for has been drawn and reported. */
  | { type: 'catch-up'; id: number }
  /** ?debug: lose or restore the context the way a GPU reset does (WEBGL_lose_context). */
  | { type: 'context'; lose: boolean }
  /** One character in one pose, alone, at a picture's size (the meme maker's). */
  | PortraitRequest
  /** The same, moving: a clip's frames. */
  | ReelRequest
  /** The reel `id` is not wanted any more (cancelled, or the page left): it ends at once. */
  | { type: 'reel-stop'; id: number };

/** Whether the scene's canvas shows its drawing: it has drawn ('ready'), or its context was lost. */
export type SceneHealth = 'ready' | 'lost';

export type FromScene =
  | { type: 'status'; status: SceneHealth }
  | { type: 'failed'; message: string }
  | { type: 'low-fps' }
  | { type: 'stats'; stats: SceneStats; chancellor: ChancellorReport }
  | { type: 'drawn'; id: number; stats: SceneStats | null; chancellor: ChancellorReport }
  | { type: 'caught-up'; id: number }
  /** The frame loop's state; 'timer' while the browser gives the worker no animation frames and a timer draws instead. */
  | { type: 'loop'; loop: 'always' | 'demand' | 'never' | 'timer' }
  /** The portrait: the PNG, or null and why not (no reason when a newer ask superseded it); `superseded`: not drawn, only the latest ask is. */
  | { type: 'portrait'; id: number; png: Blob | null; reason: string | null; superseded: boolean }
  /** The reel ended: every frame pulled was drawn (`reason` null), or why not. */
  | { type: 'reel'; id: number; reason: string | null };
