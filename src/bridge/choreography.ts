/**
 * What the page's motion tells the 3D scene, as plain numbers the scene reads
 * every frame (no React state, nothing re-renders while scrolling). GSAP
 * writes most of them from scroll-scrubbed timelines; the feed and the
 * counters write theirs as they tick.
 */
export const choreography = {
  /** About: how far he has turned to present the cards (0…1, and back). */
  present: 0,
  /** Tokenomics: the ballots poured so far, in step with the counters (0…1). */
  pour: 0,
  /** Roadmap: how far along the campaign trail he has walked (0…1). */
  walk: 0,
  /** Cabinet: how far the four ministers have risen to join him (0…1). */
  assemble: 0,
  /** The meme-law feed: when it last moved on (performance.now()), and whether it is held. */
  lawAt: Number.NEGATIVE_INFINITY,
  feedPaused: false,
  /** Which law the feed shows (its place in content/memeLaws): the LED wall behind him runs it. */
  law: 0,
};

/** The state with no page moving it: every effect finished, as reduced motion and pages without those parts show it. */
export function settleChoreography() {
  choreography.present = 1;
  // Beside the second marker of the trail: the phase in progress, where the campaign stands.
  choreography.walk = 0.375;
  choreography.assemble = 1;
}
