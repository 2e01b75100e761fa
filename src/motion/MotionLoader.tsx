import { useSyncExternalStore } from 'react';
import { motionParts } from '../bridge/motionParts';
import { showFinalCounts } from '../runtime/counts';
import { hydration } from '../runtime/hydration';
import { nextTask } from '../runtime/nextTask';
import { useLazyDefault } from '../runtime/useLazyDefault';

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

/**
 * Loads GSAP and the motion director once the page has hydrated, loaded and the
 * main thread is idle, so it never competes with the first paint or hydration.
 * Until then the page stays as rendered (visible content, counters at 0
 * waiting to count); if the chunk fails, the counters show their final figures.
 */
export function MotionLoader() {
  // Every part hydrated first: the director rewrites the counters' figures, which a part still
  // waiting to hydrate must find as prerendered.
  const hydrated = useSyncExternalStore(hydration.subscribe, hydration.isComplete, () => false);
  const { Component: Director } = useLazyDefault(load, { when: 'idle', enabled: hydrated, onFail: warn });
  return Director ? <Director /> : null;
}
