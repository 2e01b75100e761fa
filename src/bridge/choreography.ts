/**
 * What the page's motion tells the 3D scene, as plain numbers the scene reads
 * every frame (no React state, nothing re-renders while scrolling). GSAP
 * writes most of them from scroll-scrubbed timelines; the feed and the
 * counters write theirs as they tick. The scene's worker receives these figures
 * in each frame's message (scene/protocol.ts).
 */
export interface Choreography {
  /** About: how far he has turned to present the cards (0…1, and back). */
  present: number;
  /** Tokenomics: the ballots poured so far, in step with the counters (0…1). */
  pour: number;
  /** Roadmap: how far along the campaign trail he has walked (0…1). */
  walk: number;
  /** Cabinet: how far the four ministers have risen to join him (0…1). */
  assemble: number;
  /** The meme-law feed: when it last moved on (the page's performance.now()), and whether it is held. */
  lawAt: number;
  feedPaused: boolean;
  /** Which law the feed shows (its place in content/memeLaws): the LED wall behind him runs it. */
  law: number;
}

export const choreography: Choreography = {
  present: 0,
  pour: 0,
  walk: 0,
  assemble: 0,
  lawAt: Number.NEGATIVE_INFINITY,
  feedPaused: false,
  law: 0,
};

/** The figures' names, read before GSAP has tweened the object (and kept its own cache on it). */
const FIELDS = Object.keys(choreography) as (keyof Choreography)[];

/**
 * The figures as they are now, for the scene's worker: a copy without the cache GSAP keeps on the
 * object it tweens, which holds functions, and a message cannot carry functions.
 */
export const choreographyNow = (): Choreography => Object.fromEntries(FIELDS.map((field) => [field, choreography[field]])) as unknown as Choreography;

/** The state with no page moving it: every effect finished, as reduced motion and pages without those parts show it. */
export function settleChoreography() {
  choreography.present = 1;
  // Beside the second marker of the trail: the phase in progress, where the campaign stands.
  choreography.walk = 0.375;
  choreography.assemble = 1;
}

/** The feed shows law `index` now; the first, shown on arrival, is no move on. */
export function showLaw(index: number) {
  choreography.law = index;
  if (index > 0) choreography.lawAt = performance.now();
}

/** The feed is held (hovered, focused, or paused by the visitor) or runs again. */
export function holdFeed(paused: boolean) {
  choreography.feedPaused = paused;
}
