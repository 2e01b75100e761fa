import { useLazyDefault } from '../kit/useLazyDefault';

const load = () => import('./MotionDirector');
const warn = () => console.warn('Motion effects could not load; the page stays static.');

/**
 * Loads GSAP and the motion director once the page has loaded and the main
 * thread is idle, so it never competes with the first paint or hydration.
 * Until then, and if the chunk fails, the page stays as rendered: visible
 * content, final figures.
 */
export function MotionLoader() {
  const { Component: Director } = useLazyDefault(load, { when: 'idle', onFail: warn });
  return Director ? <Director /> : null;
}
