import { createValueStore } from '../lib/listeners';

/** How many of the page's Suspense boundaries show their fallback now (CountedFallback.tsx). */
const waiting = createValueStore(0);

/**
 * Whether some of the page's content is still on its way (a page or a section whose chunk has not
 * arrived). "Nothing left to attach" means nothing only once it is all there: in a visit by link,
 * the home page's sections load after the page itself, and the page may be idle in between.
 * A module apart from the fallback's component, so the motion chunk reads it without React.
 */
export const contentOnItsWay = {
  any: () => waiting.get() > 0,
  subscribe: waiting.subscribe,
  /** A boundary's fallback is up; returns its end, when the content has arrived. */
  wait(): () => void {
    waiting.set(waiting.get() + 1);
    return () => waiting.set(waiting.get() - 1);
  },
};
