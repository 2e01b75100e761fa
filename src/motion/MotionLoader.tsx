import { showFinalCounts } from '../kit/counts';
import { useLazyDefault } from '../kit/useLazyDefault';

const load = () => import('./MotionDirector');
const warn = () => {
  console.warn('Motion effects could not load; the page stays static.');
  showFinalCounts(); // nothing will count them up: the figures, not a row of zeros
};

/**
 * Loads GSAP and the motion director once the page has loaded and the main
 * thread is idle, so it never competes with the first paint or hydration.
 * Until then the page stays as rendered (visible content, counters at 0
 * waiting to count); if the chunk fails, the counters show their final figures.
 */
export function MotionLoader() {
  const { Component: Director } = useLazyDefault(load, { when: 'idle', onFail: warn });
  return Director ? <Director /> : null;
}
