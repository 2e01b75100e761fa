import { Suspense, use, useEffect, type ReactNode } from 'react';
import { hydration } from './hydration';

function Gate({ at, children }: { at: string; children: ReactNode }) {
  const gate = hydration.gate(at);
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
  return (
    <Suspense fallback={null}>
      <Gate at={at}>
        {children}
        <Hydrated at={at} />
      </Gate>
    </Suspense>
  );
}
