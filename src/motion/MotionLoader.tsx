import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadAndIdle } from '../components/afterLoad';

/**
 * Loads GSAP and the motion director once the page has loaded and the main
 * thread is idle, so it never competes with the first paint or hydration.
 * Until then, and if the chunk fails, the page stays as rendered: visible
 * content, final figures.
 */
export function MotionLoader() {
  const [Director, setDirector] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    const cancel = afterLoadAndIdle(() => {
      import('./MotionDirector')
        .then((m) => alive && setDirector(() => m.default))
        .catch(() => console.warn('Motion effects could not load; the page stays static.'));
    });
    return () => {
      alive = false;
      cancel();
    };
  }, []);
  return Director ? <Director /> : null;
}
