import { startTransition, useEffect, useState } from 'react';

/**
 * `prerendered` in the prerendered markup and in the render that hydrates it (so the two agree),
 * then what `read` says in the browser, from a render soon after. `read` is a module-level
 * function, asked once per mount.
 *
 * The change comes as a transition, which React renders in slices between the browser's own work.
 * useSyncExternalStore with a server snapshot that differs from the browser's value does the same
 * job, but React then renders every part that reads it again synchronously, right after hydration
 * and in the same task: on / and /memes that was part of the longest task after the first paint.
 * In a client-side visit the browser's value also comes a render later, before anything could be
 * done with it.
 */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  const [value, setValue] = useState<{ read: T } | null>(null);
  useEffect(() => startTransition(() => setValue({ read: read() })), [read]);
  return value ? value.read : prerendered;
}
