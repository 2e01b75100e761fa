import { useEffect, useState, useSyncExternalStore } from 'react';
import { motionParts } from '../bridge/motionParts';
import { showFinalCounts } from '../runtime/counts';
import { afterLoadAndIdle } from '../runtime/afterLoad';
import { hydration } from '../runtime/hydration';
import { nextTask } from '../runtime/nextTask';
import { useLazyDefault } from '../runtime/useLazyDefault';
import { breakpoints } from '../theme/breakpoints';

// GSAP, its ScrollTrigger and the director evaluate in three tasks, not in one long one.
const load = () =>
  import('gsap')
    .then(nextTask)
    .then(() => import('gsap/ScrollTrigger'))
    .then(nextTask)
    .then(() => import('./MotionDirector'));
const warn = () => {
  console.warn('Motion effects could not load; the page stays static.');
  // Nothing will count them up: the figures, not a row of zeros, on the counters there now and on
  // those mounting later (a section whose code arrives after, a visit to the home page).
  showFinalCounts();
  motionParts.subscribe(showFinalCounts);
};

const hasParts = () => motionParts.getSnapshot().length > 0;

/**
 * On a page with nothing to move, says so once the page is idle, as the director says it once
 * every part is attached: `html[data-motion]` ('ready', or 'reduced' where the visitor asks for
 * less motion) is what tests and scripts wait on before they read a settled page.
 */
function useNothingToMove(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const reduced = window.matchMedia(breakpoints.reducedMotion);
    let said = false;
    const say = () => {
      said = true;
      root.dataset.motion = reduced.matches ? 'reduced' : 'ready';
    };
    const onChange = () => said && say();
    reduced.addEventListener('change', onChange);
    const cancel = afterLoadAndIdle(say);
    return () => {
      cancel();
      reduced.removeEventListener('change', onChange);
      // Parts arrived (a visit to the home page): the director says it once it has attached them.
      if (said) delete root.dataset.motion;
    };
  }, [active]);
}

/**
 * Loads GSAP and the motion director once the page has hydrated, loaded and the main thread is
 * idle, so it never competes with the first paint or hydration; and only where there is something
 * to move. `moving` is the route's word that its page has parts (the home page's acts, reveals and
 * counters): those parts register as their code arrives, which may be after the page has
 * hydrated, so the route says it rather than a count taken too early. The meme office, the show
 * and the community page have none, so their visitors never download or evaluate GSAP; should a
 * part register there after all, or on a visit to the home page, it loads then. Until then the
 * page stays as rendered (visible content, counters at 0 waiting to count); if the chunk fails,
 * the counters show their final figures.
 */
export function MotionLoader({ moving }: { moving: boolean }) {
  // The page hydrated first: the director rewrites the counters' figures, which hydration must
  // find as prerendered.
  const hydrated = useSyncExternalStore(hydration.subscribe, hydration.isComplete, () => false);
  const registered = useSyncExternalStore(motionParts.subscribe, hasParts, () => false);
  const wanted = moving || registered;
  const { Component: Director } = useLazyDefault(load, { when: 'idle', enabled: hydrated && wanted, onFail: warn });
  useNothingToMove(hydrated && !wanted && !Director);
  // ?debug on the first page, read once: the director may come only with a later page.
  const [debug] = useState(() => typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('debug'));
  return Director ? <Director debug={debug} /> : null;
}
