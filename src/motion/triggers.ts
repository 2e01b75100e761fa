import { REVEAL_THRESHOLD } from '../lib/countUp';

/** Elements waiting to be seen (`onceShown`), for the ?debug counts: none may outlive its page. */
let waiting = 0;
export const waitingToBeShown = () => waiting;

/** Wraps a callback to run inside the GSAP context that attached it: what it starts is reverted with the context. */
export type InContext = <A extends unknown[]>(callback: (...args: A) => void) => (...args: A) => void;

interface ShownHandlers {
  /** The browser's first report on each element: whether it was already 30% visible. */
  first?: (el: HTMLElement, shown: boolean) => void;
  /** Once per element, the first time 30% of it is inside the viewport (at once if it already was). */
  enter: (el: HTMLElement) => void;
}

/**
 * Watches elements until 30% of each has been inside the viewport, as the browser reports it
 * (an IntersectionObserver): nothing is measured on the page's thread, and a part of the page the
 * browser has not laid out yet (`content-visibility`) is not laid out for it. Returns the cleanup.
 */
export function onceShown(elements: HTMLElement[], { first, enter }: ShownHandlers): () => void {
  const reported = new Set<Element>();
  const pending = new Set<Element>(elements);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const shown = entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD;
        if (!reported.has(el)) {
          reported.add(el);
          first?.(el, shown);
        }
        if (!shown || !pending.delete(el)) continue;
        observer.unobserve(el);
        waiting--;
        enter(el);
      }
    },
    { threshold: [0, REVEAL_THRESHOLD] },
  );
  for (const el of elements) observer.observe(el);
  waiting += pending.size;
  return () => {
    observer.disconnect();
    waiting -= pending.size;
    pending.clear();
  };
}
