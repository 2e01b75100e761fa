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
