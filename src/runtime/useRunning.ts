import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const prerendering = () => false;

/**
 * Whether the page runs: false in the prerendered markup and in the render that hydrates it (so
 * the two agree), true from the render after, and at once in a client-side visit. What only a
 * running page needs (a picture asked for after the first paint, the rows it scrolls to) waits on it.
 */
export const useRunning = () => useSyncExternalStore(noSubscription, inBrowser, prerendering);
