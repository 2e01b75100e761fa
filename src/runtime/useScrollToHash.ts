import { useEffect } from 'react';
import { hashTarget } from '../lib/routing';
import { layOutAllActs } from './layOutActs';

/** What a visitor does to scroll by themselves. */
const INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a visit from another page keeps its section in view while the sections around it arrive. */
const SETTLE_MS = 3000;

/** The parts of the Navigation API read here (not in TypeScript's DOM types yet). */
interface HistoryEntries {
  currentEntry: { key: string } | null;
  activation: { entry: { key: string } } | null;
}

/**
 * Whether the page shows the history entry its document was loaded at: no link inside the app has
 * been followed since. Told by the Navigation API where the browser has it, else by the address,
 * which a link inside the app changes.
 */
function onTheDocumentsOwnEntry(): boolean {
  const entries = (window as { navigation?: Partial<HistoryEntries> }).navigation;
  if (entries?.activation && entries.currentEntry) return entries.activation.entry.key === entries.currentEntry.key;
  return documentLoad()?.name === window.location.href;
}

const documentLoad = () => performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;

/**
 * Keeps /#section in view while the page around it arrives: after a link inside the app, which the
 * browser does not scroll for, and for a document opened at that address. The sections below the
 * first screen render as their code arrives, each moving the ones after it: the section is brought
 * back into view at each change of the page's height, until the visitor scrolls or the page has
 * settled. Not for a document that was reloaded or opened by a step back or forward in history:
 * there the browser puts the reader back where they had scrolled to, which may be far from the
 * section the address still names.
 */
export function useScrollToHash() {
  useEffect(() => {
    const id = hashTarget(window.location.hash);
    const main = document.getElementById('main');
    if (!id || !main) return;
    const opened = documentLoad()?.type;
    if (onTheDocumentsOwnEntry() && (opened === 'reload' || opened === 'back_forward')) return;
    layOutAllActs(); // so the scroll measures real heights, not the estimates of acts not shown yet
    const scroll = () => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
    const observer = new ResizeObserver(scroll);
    observer.observe(main);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of INTENT) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const type of INTENT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, []);
}
