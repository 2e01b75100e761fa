import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { motionParts } from '../bridge/motionParts';
import { showFinalCounts } from '../runtime/counts';
import { afterLoadAndIdle } from '../runtime/afterLoad';
import { contentOnItsWay } from '../runtime/contentOnItsWay';
import { hydration } from '../runtime/hydration';
import { actsLaidOut } from '../runtime/layOutActs';
import { nextTask } from '../runtime/nextTask';
import { useLazyDefault } from '../runtime/useLazyDefault';
import { breakpoints } from '../theme/breakpoints';

/** Resolves in the task after the next frame's, so whatever that frame lays out is done by then. */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())).then(nextTask);

// GSAP, its ScrollTrigger and the director evaluate in three tasks, not in one long one. ScrollTrigger
// measures the page as it registers, and so does each reveal as it is set aside: they wait for the
// acts to be laid out, and for the frame that lays out the last. Before, each took over whatever an
// act had left to lay out, in tasks of 20 to 30 ms on this machine's CPU where a clean page measures
// in a few; the counters and reveals below the first screen start a few idle moments later.
const load = () =>
  import('gsap')
    .then(actsLaidOut)
    .then(afterFrame)
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
 * less motion) is what tests and scripts wait on before they read a settled page. Taken back in
 * the commit that leaves the page (a layout effect, keyed by the address): the next page's first
 * frame never carries the last one's word, which its parts would only take back a frame later.
 */
function useNothingToMove(active: boolean) {
  const [location] = useLocation();
  useLayoutEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    let said = false;
    const cancel = afterLoadAndIdle(() => {
      said = true;
      root.dataset.motion = window.matchMedia(breakpoints.reducedMotion).matches ? 'reduced' : 'ready';
    });
    return () => {
      cancel();
      // Another page, or parts arrived (a visit to the home page): said again once that page is
      // idle, or by the director once it has attached the parts.
      if (said) delete root.dataset.motion;
    };
  }, [active, location]);
}

/**
 * Loads GSAP and the motion director once the page has hydrated, loaded and the main thread is
 * idle, so it never competes with the first paint or hydration, and starts them once the acts are
 * laid out; and only on a page with parts to
 * move (the home page's acts, reveals and counters). A part registers as it commits, and a page
 * counts as hydrated only once every part of it has, so by then its parts are all known. The meme
 * office, the show and the community page have none: their visitors never download or evaluate
 * GSAP, and a visit to the home page later loads it then. Until then the page stays as rendered
 * (visible content, counters at 0 waiting to count); if the chunk fails, the counters show their
 * final figures.
 */
export function MotionLoader() {
  // The page hydrated first: the director rewrites the counters' figures, which hydration must
  // find as prerendered.
  const hydrated = useSyncExternalStore(hydration.subscribe, hydration.isComplete, () => false);
  const wanted = useSyncExternalStore(motionParts.subscribe, hasParts, () => false);
  // A page still loading its sections may have parts on their way: none yet is not none at all.
  const loading = useSyncExternalStore(contentOnItsWay.subscribe, contentOnItsWay.any, () => false);
  const { Component: Director } = useLazyDefault(load, { when: 'idle', enabled: hydrated && wanted, onFail: warn });
  useNothingToMove(hydrated && !wanted && !loading && !Director);
  return Director ? <Director /> : null;
}
