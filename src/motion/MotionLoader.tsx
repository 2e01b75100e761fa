import { useEffect, useState, type ComponentType } from 'react';

/**
 * Loads GSAP and the motion director after the first paint. If the chunk
 * fails, the page stays as rendered: visible content, final figures.
 */
export function MotionLoader() {
  const [Director, setDirector] = useState<ComponentType | null>(null);
  useEffect(() => {
    let alive = true;
    import('./MotionDirector')
      .then((m) => alive && setDirector(() => m.default))
      .catch(() => console.warn('Motion effects could not load; the page stays static.'));
    return () => {
      alive = false;
    };
  }, []);
  return Director ? <Director /> : null;
}
