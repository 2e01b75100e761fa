import { gsap } from 'gsap';
import { choreography, settleChoreography } from '../bridge/choreography';
import { MOMENTS, type MomentId } from '../content/moments';

/** Where each roadmap phase's marker stands along the trail (as in the scene), to light the page's as he passes. */
const markerAt = (index: number, count: number) => (index + 0.5) / count;

function lightRoadmap() {
  const phases = document.querySelectorAll<HTMLElement>('#roadmap ol.timeline > li');
  phases.forEach((li, i) => {
    li.dataset.passed = String(choreography.walk >= markerAt(i, phases.length) - 0.02);
  });
}

/**
 * The scroll choreography the scene follows: one scrubbed timeline per act
 * (`data-act`), reversible by scrolling back. Each writes how far its act has
 * come, and its own moment: about presents the cards and lowers the arm
 * again, the roadmap walks the trail (lighting the page's markers as it
 * passes them), the cabinet's ministers rise. Under reduced motion, and on
 * pages without acts, everything stands finished: still frames.
 */
export function attachActs(reduce: boolean) {
  const acts = document.querySelectorAll<HTMLElement>('[data-act]');
  settleChoreography();
  if (reduce || acts.length === 0) {
    lightRoadmap();
    return;
  }
  for (const el of acts) {
    const id = el.dataset.act as MomentId;
    choreography.acts[id] = 0;
    const tl = gsap.timeline({
      defaults: { ease: 'none' },
      // Clamped to the page: the first act stands at 0 at the very top, whatever its height.
      scrollTrigger: { trigger: el, start: 'clamp(top bottom)', end: 'clamp(bottom top)', scrub: 0.6 },
    });
    tl.fromTo(choreography.acts, { [id]: 0 }, { [id]: 1, duration: 1 }, 0);
    if (id === 'about') {
      tl.fromTo(choreography, { present: 0 }, { present: 1, duration: 0.22, ease: 'power2.out' }, 0.22).to(
        choreography,
        { present: 0, duration: 0.18, ease: 'power2.in' },
        0.8,
      );
    } else if (id === 'roadmap') {
      tl.fromTo(choreography, { walk: 0 }, { walk: 1, duration: 0.5, onUpdate: lightRoadmap }, 0.3);
    } else if (id === 'cabinet') {
      tl.fromTo(choreography, { assemble: 0 }, { assemble: 1, duration: 0.3, ease: 'power2.out' }, 0.12);
    }
  }
  lightRoadmap();
}

/** The choreography as numbers, for tests and the bench (?debug). */
export const choreographySnapshot = () => ({
  // By name: GSAP keeps its own bookkeeping on the objects it tweens.
  acts: Object.fromEntries(Object.keys(MOMENTS).map((id) => [id, choreography.acts[id as MomentId]])),
  present: choreography.present,
  pour: choreography.pour,
  walk: choreography.walk,
  assemble: choreography.assemble,
});
