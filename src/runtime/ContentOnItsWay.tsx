import { useEffect } from 'react';
import { createValueStore } from '../lib/listeners';

/** How many of the page's Suspense boundaries show their fallback now. */
const boundariesWaiting = createValueStore(0);

/**
 * Whether some of the page's content is still on its way (a page or a section whose chunk has not
 * arrived). "Nothing left to attach" means nothing only once it is all there: in a visit by link,
 * the home page's sections load after the page itself, and the page may be idle in between.
 */
export const contentOnItsWay = {
  any: () => boundariesWaiting.get() > 0,
  subscribe: boundariesWaiting.subscribe,
};

/**
 * A Suspense fallback that shows nothing and counts itself while it is mounted. A passive effect,
 * not a layout one: React runs the fallback's passive clean-up in the same flush as, and before,
 * the arriving content's passive effects (where parts register), so a subscriber that reads the
 * page in a microtask after the count drops finds the new parts already there.
 */
export function ContentOnItsWay() {
  useEffect(() => {
    boundariesWaiting.set(boundariesWaiting.get() + 1);
    return () => boundariesWaiting.set(boundariesWaiting.get() - 1);
  }, []);
  return null;
}
