import { useEffect } from 'react';
import { boundariesWaiting } from './contentOnItsWay';

/**
 * A Suspense fallback that shows nothing and counts itself while it is mounted (contentOnItsWay).
 * A passive effect, not a layout one: React runs the fallback's passive clean-up in the same flush
 * as, and before, the arriving content's passive effects (where parts register), so a subscriber
 * that reads the page in a microtask after the count drops finds the new parts already there.
 */
export function CountedFallback() {
  useEffect(() => {
    boundariesWaiting.set(boundariesWaiting.get() + 1);
    return () => boundariesWaiting.set(boundariesWaiting.get() - 1);
  }, []);
  return null;
}
