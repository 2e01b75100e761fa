import type { MomentId } from '../content/moments';

/**
 * What the page's motion tells the 3D scene, as plain numbers the scene reads
 * every frame (no React state, nothing re-renders while scrolling). GSAP
 * writes most of them from scroll-scrubbed timelines; the feed and the
 * counters write theirs as they tick.
 */
export const choreography = {
  /** How far each act has scrolled through the viewport: 0 as it enters, 1 as it leaves. */
  acts: { hero: 0, about: 0, tokenomics: 0, reading: 0, roadmap: 0, cabinet: 0 } satisfies Record<MomentId, number>,
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
};

/** The state with no page moving it: every effect finished, as reduced motion and pages without those parts show it. */
export function settleChoreography() {
  for (const key of Object.keys(choreography.acts) as MomentId[]) choreography.acts[key] = 0.5;
  choreography.present = 1;
  // Beside the second marker of the trail: the phase in progress, where the campaign stands.
  choreography.walk = 0.375;
  choreography.assemble = 1;
}
