/**
 * The scene's portrait booth, as the page sees it: while the scene's worker runs, it can draw
 * one character in one pose, alone on a transparent ground, at a given size, and hand the
 * picture back (a PNG). The meme maker asks; the scene's page side answers while it is mounted
 * (null otherwise). The store lives outside the scene's chunk, so the page never imports it.
 */
import { createValueStore } from '../lib/listeners';
import type { PortraitAsk, ReelAsk } from '../scene/protocol';

/** Draws the portrait: a PNG of exactly width × height, or null when the scene could not (lost, busy, gone). */
export type PortraitMaker = (ask: PortraitAsk) => Promise<Blob | null>;

export const portraitMaker = createValueStore<PortraitMaker | null>(null);

/**
 * Draws a reel into `port`; resolves when it ended: null when every frame pulled was drawn, else
 * why not (lost, busy, gone, or 'stopped' when `signal` called it off).
 */
export type ReelMaker = (ask: ReelAsk, port: MessagePort, signal: AbortSignal) => Promise<string | null>;

export const reelMaker = createValueStore<ReelMaker | null>(null);
