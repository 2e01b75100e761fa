import { REVEAL_THRESHOLD } from '../lib/countUp';

/** Elements waiting to be seen (`shownWatcher`), for the ?debug counts: none may outlive its page. */
let waiting = 0;
export const waitingToBeShown = () => waiting;

/** Wraps a callback to run inside the GSAP context that attached it: what it starts is reverted with the context. */
export type InContext = <A extends unknown[]>(callback: (...args: A) => void) => (...args: A) => void;

export interface ShownHandlers {
  /** The browser's first report on the element: whether it was already 30% visible. */
  first?: (el: HTMLElement, shown: boolean) => void;
  /** Once, the first time 30% of the element is inside the viewport (at once if it already was). */
  enter: (el: HTMLElement) => void;
}

/**
 * Watches elements until 30% of each has been inside the viewport, as the browser reports it
 * (one IntersectionObserver for them all): nothing is measured on the page's thread, and a part
 * of the page the browser has not laid out yet (`content-visibility`) is not laid out for it.
 * Elements join and leave one by one, as their parts mount and unmount.
 */
export function shownWatcher() {
  const watched = new Map<Element, { handlers: ShownHandlers; reported: boolean }>();
  const drop = (el: Element) => {
    if (!watched.delete(el)) return;
    observer.unobserve(el);
    waiting--;
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const watch = watched.get(entry.target);
        if (!watch) continue; // left since the browser queued the report
        const el = entry.target as HTMLElement;
        const shown = entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD;
        if (!watch.reported) {
          watch.reported = true;
          watch.handlers.first?.(el, shown);
        }
        if (!shown) continue;
        drop(el);
        watch.handlers.enter(el);
      }
    },
    { threshold: [0, REVEAL_THRESHOLD] },
  );
  return {
    /** Watches `el` until it is shown; returns the cleanup. */
    watch(el: HTMLElement, handlers: ShownHandlers): () => void {
      drop(el);
      watched.set(el, { handlers, reported: false });
      waiting++;
      observer.observe(el);
      return () => drop(el);
    },
    disconnect() {
      observer.disconnect();
      waiting -= watched.size;
      watched.clear();
    },
  };
}

export type ShownWatcher = ReturnType<typeof shownWatcher>;
