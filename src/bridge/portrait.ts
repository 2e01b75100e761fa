/**
 * The scene's portrait booth, as the page sees it: while the scene's worker runs, it can draw
 * one character in one pose, alone on a transparent ground, at a given size, and hand the
 * picture back (a PNG). The meme maker asks; the scene's page side answers while it is mounted
 * (null otherwise). The store lives outside the scene's chunk, so the page never imports it.
 */
import type { MomentId } from '../content/moments';
import { createValueStore } from '../lib/listeners';

export interface PortraitAsk {
  /** The Chancellor's moment; ignored for a minister. */
  moment: MomentId;
  /** A minister's id, or null for the Chancellor. */
  minister: string | null;
  width: number;
  height: number;
}

/** Draws the portrait: a PNG of exactly width × height, or null when the scene could not (lost, busy, gone). */
export type PortraitMaker = (ask: PortraitAsk) => Promise<Blob | null>;

export const portraitMaker = createValueStore<PortraitMaker | null>(null);

/**
 * A reel: the same character and pose, moving, drawn frame by frame at a clip's size (the meme
 * maker's clips). The scene steps its own clock by exactly one frame for each, so the same ask
 * gives the same frames; the frames go straight to the clip's worker through `port`.
 */
export interface ReelAsk extends PortraitAsk {
  fps: number;
  /** Frames in the clip, and how many of them are the seam (lib/clipPlan.ts). */
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

/**
 * Draws a reel into `port`; resolves when it ended: null when every frame pulled was drawn, else
 * why not (lost, busy, gone, or 'stopped' when `signal` called it off).
 */
export type ReelMaker = (ask: ReelAsk, port: MessagePort, signal: AbortSignal) => Promise<string | null>;

export const reelMaker = createValueStore<ReelMaker | null>(null);
