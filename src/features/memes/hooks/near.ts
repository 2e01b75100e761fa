import { useEffect, useState, type RefObject } from 'react';
import { NEAR } from '../../../runtime/hydration';

/**
 * Whether the element has come within a screen of the viewport, and true from then on: a part far
 * down the page starts its costly work (a drawing, a question to the video encoder) only when the
 * visitor heads its way, not while the page is loading.
 */
export function useCameNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // Without the observer (very old browsers), the work simply starts at once, as it used to.
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver(seen, { rootMargin: NEAR }) : null;
    function seen(entries: IntersectionObserverEntry[]) {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer?.disconnect();
      setNear(true);
    }
    if (observer) observer.observe(element);
    else queueMicrotask(() => setNear(true));
    return () => observer?.disconnect();
  }, [ref, near]);
  return near;
}
