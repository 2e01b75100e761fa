import { useEffect, useState, type RefObject } from 'react';
import { REVEAL_THRESHOLD } from '../lib/countUp';

/**
 * Becomes true the first time `threshold` of the element is visible, then
 * stays true: reveals and counters run once per page load.
 */
export function useInViewOnce(ref: RefObject<Element | null>, threshold = REVEAL_THRESHOLD): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}
