import { Suspense, use, useEffect, type ReactNode } from 'react';
import { CountedFallback } from './CountedFallback';
import { hydration } from './hydration';

function Gate({ gate, children }: { gate: Promise<void> | null; children: ReactNode }) {
  if (gate) use(gate);
  return children;
}

/** Last in its part: its effect runs after every effect of the part (what they draw at hydration included). */
function Hydrated({ at }: { at: string }) {
  useEffect(() => hydration.hydrated(at), [at]);
  return null;
}

/**
 * A part of a prerendered page that hydrates on its own, once it is near the viewport, touched,
 * focused, or the page is idle after load (see `hydration`); `at` selects its prerendered element.
 * Until then React leaves its markup as it is. In a client-side visit it renders at once.
 */
export function HydrateWhenNear({ at, children }: { at: string; children: ReactNode }) {
  // Asked here, outside the part's boundary: React hydrates what is inside a boundary only after
  // what is around it has committed, and by then the page must already know this part waits.
  const gate = hydration.gate(at);
  return (
    <Suspense fallback={<CountedFallback />}>
      <Gate gate={gate}>
        {children}
        <Hydrated at={at} />
      </Gate>
    </Suspense>
  );
}

/** In the page's own boundary (or its error view): the first page has committed, so its parts have all asked for their gates. */
export function PageHydrated() {
  useEffect(() => hydration.pageHydrated(), []);
  return null;
}
