/**
 * The companion's state, shared by the page and the scene: which moment the
 * reader is in (the part of the home page at the reading line; null past
 * the cabinet, or on a page without one), and when the visitor last asked
 * the Chancellor something. The page writes both; the lite view swaps its
 * still pictures by the moment, the scene changes set and pose.
 */
import type { MomentId } from '../content/moments';
import { createValueStore } from '../lib/listeners';

/** undefined until the page has measured (the first screen is the hero's). */
export const companionMoment = createValueStore<MomentId | null | undefined>(undefined);

/** The moment the companion shows: the hero's until measured. */
export const shownMoment = (moment: MomentId | null | undefined): MomentId | null => (moment === undefined ? 'hero' : moment);

/** When the visitor last asked (performance.now()), and which law he read out, by index. */
export const companionAsk = createValueStore<{ at: number; law: number } | null>(null);
