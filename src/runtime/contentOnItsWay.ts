import { createValueStore } from '../lib/listeners';

/** How many of the page's Suspense boundaries show their fallback now (see CountedFallback.tsx). */
export const boundariesWaiting = createValueStore(0);

/**
 * Whether some of the page's content is still on its way (a page or a section whose chunk has not
 * arrived). "Nothing left to attach" means nothing only once it is all there: in a visit by link,
 * the home page's sections load after the page itself, and the page may be idle in between.
 * Apart from the fallback's component, so the motion chunk reads it without importing React's.
 */
export const contentOnItsWay = {
  any: () => boundariesWaiting.get() > 0,
  subscribe: boundariesWaiting.subscribe,
};
