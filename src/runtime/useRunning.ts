import { useClientValue } from './useClientValue';

const inBrowser = () => true;

/**
 * Whether the page runs: false in the prerendered markup and in the render that hydrates it, true
 * from a render soon after (as a transition; see useClientValue). What only a running page needs
 * (a picture asked for after the first paint, the rows it scrolls to) waits on it.
 */
export const useRunning = () => useClientValue(inBrowser, false);
