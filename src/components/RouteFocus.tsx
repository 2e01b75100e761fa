import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation: start the new page at the top (or at its #hash)
 * and move focus to its main landmark, as a full page load would.
 */
export function RouteFocus() {
  const [location] = useLocation();
  const first = useRef(true);
  // A layout effect: the new page starts at the top before it paints, and before the motion
  // director measures where its triggers stand.
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hash = window.location.hash.slice(1);
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
