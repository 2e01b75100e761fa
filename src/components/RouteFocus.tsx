import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation: start the new page at the top (or at its #hash)
 * and move focus to its main landmark, as a full page load would.
 *
 * Rendered beside the page, inside the Suspense boundary that waits for the page's chunk: it
 * commits with the new page, never before it. While the chunk loads, the old page stays in the
 * DOM, hidden; focusing its `main` then would land nowhere and leave focus on the clicked link.
 */
/**
 * The address whose page was last shown, for the visit: a module's, not a component's, since the
 * error boundary unmounts this with the page (a crash view in between) and mounts it afresh with
 * the next page, which is a navigation all the same. Null until the first page has shown.
 */
let shownAddress: string | null = null;

export function RouteFocus() {
  const [location] = useLocation();
  // A layout effect: the new page starts at the top before it paints, and before the motion
  // director measures where its triggers stand. Suspense hides and shows its content again (layout
  // effects run again then): only a new address moves focus, the same page shown again does not.
  useLayoutEffect(() => {
    const previous = shownAddress;
    shownAddress = location;
    if (previous === null || previous === location) return;
    const hash = window.location.hash.slice(1);
    if (!hash) window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
