import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { choreography, settleChoreography } from '../bridge/choreography';
import type { MomentId } from '../content/moments';
import { scrollRest } from './scrollRest';

const MOVING_ACTS = ['about', 'roadmap', 'cabinet'] as const satisfies readonly MomentId[];

/**
 * The scroll choreography the scene follows: a scrubbed timeline for each act
 * that moves (`data-act`), reversible by scrolling back. About presents the
 * cards and lowers the arm again, the roadmap walks the trail, the cabinet's
 * ministers rise. (The hero stands, the counters pour the coins, the feed
 * paces the reading.) Under reduced motion, and on pages without acts,
 * everything stands finished: motionless frames. Returns the attach of one act,
 * which returns its detach.
 */
export function actChoreography(reduce: boolean) {
  settleChoreography();
  const moving = new Set<HTMLElement>();
  let stopMeasuring: (() => void) | undefined;
  return (el: HTMLElement) => {
    const id = MOVING_ACTS.find((act) => act === el.dataset.act);
    if (reduce || !id) return;
    const tl = gsap.timeline({
      defaults: { ease: 'none' },
      // Clamped to the page: the first act stands at 0 at the very top, whatever its height.
      scrollTrigger: { trigger: el, start: 'clamp(top bottom)', end: 'clamp(bottom top)', scrub: 0.6 },
    });
    tl.set({}, {}, 1); // the act's whole passage through the viewport is one unit of the timeline
    if (id === 'about') {
      tl.fromTo(choreography, { present: 0 }, { present: 1, duration: 0.22, ease: 'power2.out' }, 0.22).to(
        choreography,
        { present: 0, duration: 0.18, ease: 'power2.in' },
        0.8,
      );
    } else if (id === 'roadmap') {
      tl.fromTo(choreography, { walk: 0 }, { walk: 1, duration: 0.5 }, 0.3);
    } else {
      tl.fromTo(choreography, { assemble: 0 }, { assemble: 1, duration: 0.3, ease: 'power2.out' }, 0.12);
    }
    // The page the acts are on is measured again as it grows, for as long as one of them is there.
    if (moving.size === 0) stopMeasuring = measureAgainOnResize(el.closest('main'));
    moving.add(el);
    return () => {
      moving.delete(el);
      if (moving.size > 0) return;
      stopMeasuring?.();
      stopMeasuring = undefined;
      settleChoreography(); // the acts' page has gone: the next stands finished
    };
  };
}

/**
 * The acts' heights change after their triggers were measured: an act shown for the first time
 * replaces the height the page estimated for it (`content-visibility`), and the headline font
 * swaps in. Each change moves the acts below it, so the triggers are measured again, once the page
 * has kept its size for a whole frame: acts laid out in turn (one a frame) or a window dragged
 * wider cost one measuring of every trigger, not one a frame. (The observer reports once a frame at
 * most, after the frame's animation callbacks; a callback finding no report since the one before
 * measures), and only once a scroll under way has ended (scrollRest). A measuring ScrollTrigger
 * does by itself meanwhile (after its own window resize, or the tab shown again) sees the new sizes
 * already, and one of ours is not added to it; ours, in turn, cancels the one it waits to do after
 * a window resize (without `scrollend`, ours is that one, started again).
 */
function measureAgainOnResize(main: HTMLElement | null) {
  if (!main) return;
  let first = true;
  let changed = false;
  let frame = 0;
  const rest = scrollRest();
  const settle = () => {
    if (changed) {
      changed = false; // another report since the last frame: one frame more
      frame = requestAnimationFrame(settle);
      return;
    }
    frame = 0;
    // Without `scrollend`, ScrollTrigger's safe refresh: 0.2 s on, and after a pause in scrolling.
    if (rest) rest.whenAtRest(() => ScrollTrigger.refresh());
    else ScrollTrigger.refresh(true);
  };
  const observer = new ResizeObserver(() => {
    if (first) first = false; // the height the triggers were just measured with
    else {
      changed = true;
      frame ||= requestAnimationFrame(settle);
    }
  });
  const measured = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    changed = false;
    rest?.cancel();
  };
  observer.observe(main);
  ScrollTrigger.addEventListener('refresh', measured);
  return () => {
    observer.disconnect();
    measured();
    rest?.stop();
    ScrollTrigger.removeEventListener('refresh', measured);
  };
}

/** The choreography as numbers, for tests and the bench (?debug). */
export const choreographySnapshot = () => ({
  present: choreography.present,
  pour: choreography.pour,
  walk: choreography.walk,
  assemble: choreography.assemble,
});
