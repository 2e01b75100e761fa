/** Integer in [min, max], both inclusive. `rand` is injectable for tests. */
export function randomInt(min: number, max: number, rand: () => number = Math.random): number {
  return min + Math.floor(rand() * (max - min + 1));
}

/** The feed: a new law every 3 s, each 120 px tall; reactions drawn once per load within these ranges. */
export const FEED_INTERVAL_MS = 3000;
const FEED_ITEM_OFFSET_PX = 120;

export const REACTION_RANGES = {
  likes: [100, 1099],
  dislikes: [10, 209],
  comments: [5, 54],
} as const;

export interface Reactions {
  likes: number;
  dislikes: number;
  comments: number;
}

/**
 * Once the page runs, the laws the prerendered page left out join the list a few per idle moment:
 * all twelve in one commit held the page's thread for some 20 ms as it hydrated (four times that
 * on a phone), a few at a time each stay short.
 */
export const FEED_JOIN_STEP = 4;
/** The window's 360 px: the current law and the two after it. */
const FEED_WINDOW_ITEMS = 3;

/** How many laws the list holds: those joined so far, and never fewer than fill the window from `index`. */
export function lawsInList(joined: number, index: number, count: number): number {
  return Math.min(count, Math.max(joined, index + FEED_WINDOW_ITEMS));
}

/** The next item, wrapping from the last to the first. */
export function nextIndex(index: number, length: number): number {
  return length === 0 ? 0 : (index + 1) % length;
}

/** Vertical offset of the list when `index` is the current item. */
export function feedOffset(index: number): number {
  return -index * FEED_ITEM_OFFSET_PX;
}

/** Simulated reactions, drawn once per page load; never presented as real. */
export function simulateReactions(count: number, rand: () => number = Math.random): Reactions[] {
  return Array.from({ length: count }, () => ({
    likes: randomInt(...REACTION_RANGES.likes, rand),
    dislikes: randomInt(...REACTION_RANGES.dislikes, rand),
    comments: randomInt(...REACTION_RANGES.comments, rand),
  }));
}
