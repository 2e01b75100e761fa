import { useSyncExternalStore } from 'react';
import { useClientValue } from './useClientValue';

const noSubscription = () => () => {};
const inBrowser = () => true;
const prerendering = () => false;

/**
 * Whether the page runs: false in the prerendered markup and in the render that hydrates it (so
 * the two agree), true from the render after, and at once in a client-side visit. What only a
 * running page needs (a picture asked for after the first paint, the rows it scrolls to) waits on it.
 *
 * React renders the parts that read it again synchronously right after hydration, in the same
 * task; useClientValue spares that task where a part can wait a transition. This hook is for the
 * parts that mount anew while the page runs and must act at once: the companion's picture is
 * remounted for each moment, and one that waited a transition could be replaced, during a fast
 * scroll, before it had asked for its picture at all.
 */
export const useRunning = () => useSyncExternalStore(noSubscription, inBrowser, prerendering);

/**
 * The same for a part that mounts once, with the page, and can wait: true a transition after
 * hydration rather than in the task that hydrates (see useClientValue).
 */
export const useRunningSoon = () => useClientValue(inBrowser, false);
