/**
 * What the page and the scene's worker say to each other. The scene draws
 * in a worker on a canvas the page has handed over (OffscreenCanvas), so
 * three.js, its shaders and the GPU's waits never hold the page's thread;
 * the page measures its slots and tells the scene where they are.
 */
import type { SceneSlotEntry } from '../bridge/slots';
import type { Pace } from './worker/canvas/quality';
import type { PortraitAnswer, PortraitRequest } from './worker/portrait/messages';
import type { ChancellorReport, SceneStats } from './stats';

/** The page's side of the portrait booth, which the page ties to the worker it starts. */
export { withPortraits } from './page/portraits';

/** A slot as the scene sees it: no element, only what it asks for. */
export type SlotMeta = Omit<SceneSlotEntry, 'element'>;

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
 * One frame's reading of the page: each slot's rectangle on screen (top,
 * left, width, height, in slot order), the scroll, the pointer and what the
 * page's motion has set.
 */
export interface FrameInput {
  rects: Float64Array;
  scrollY: number;
  scrollMax: number;
  pointer: { x: number; y: number; active: boolean };
  present: number;
  pour: number;
  walk: number;
  assemble: number;
  /** When the meme-law feed last moved on, as a time since the epoch (the worker's clock starts elsewhere). */
  lawAtEpoch: number;
  feedPaused: boolean;
  /** The law the feed shows, by its place in content/memeLaws. */
  law: number;
  /** The companion's moment, by its place in page order (content/moments), or -1 for none. */
  moment: number;
  /** When the visitor last asked the Chancellor something, as a time since the epoch. */
  askAtEpoch: number;
}

export type ToScene =
  | { type: 'start'; canvas: OffscreenCanvas; options: SceneOptions; viewport: Viewport; slots: SlotMeta[]; input: FrameInput }
  | { type: 'options'; options: SceneOptions }
  | { type: 'viewport'; viewport: Viewport }
  | { type: 'slots'; slots: SlotMeta[] }
  | { type: 'input'; input: FrameInput }
  /** Whether any slot is near the screen and the tab is shown (frames run only then), with where the slots are now. */
  | { type: 'visible'; visible: boolean; input: FrameInput }
  /** ?debug=frozen: draw one frame of the last input and answer 'drawn'; `coverage` also measures how much of the canvas it covers. */
  | { type: 'draw'; id: number; coverage: boolean }
  /** ?debug: answer 'settled' after two of the worker's animation frames, so a frame it had already asked for has been drawn and reported. */
  | { type: 'settle'; id: number }
  /** ?debug: lose or restore the context the way a GPU reset does (WEBGL_lose_context). */
  | { type: 'context'; lose: boolean }
  /** One character in one pose, alone, at a picture's size (the meme maker's). */
  | PortraitRequest;

export type FromScene =
  | { type: 'status'; status: 'ready' | 'lost' }
  | { type: 'failed'; message: string }
  | { type: 'low-fps' }
  | { type: 'stats'; stats: SceneStats; chancellor: ChancellorReport }
  | { type: 'drawn'; id: number; stats: SceneStats | null; chancellor: ChancellorReport }
  | { type: 'settled'; id: number }
  /** The frame loop's state; 'timer' while the browser gives the worker no animation frames and a timer draws instead. */
  | { type: 'loop'; loop: 'always' | 'demand' | 'never' | 'timer' }
  | PortraitAnswer;
