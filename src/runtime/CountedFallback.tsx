import { useEffect } from 'react';
import { contentOnItsWay } from './contentOnItsWay';

/**
 * A Suspense fallback that shows nothing and counts itself while it is mounted (contentOnItsWay).
 * A passive effect, not a layout one: React runs the fallback's passive clean-up in the same flush
 * as, and before, the arriving content's passive effects (where parts register), so a subscriber
 * that reads the page in a microtask after the count drops finds the new parts already there.
 */
export function CountedFallback() {
  useEffect(() => contentOnItsWay.wait(), []);
  return null;
}
