import { createListeners } from '../lib/listeners';
import { afterLoadAndIdle } from './afterLoad';
import { whenNear } from './near';

/**
 * The home page hydrates in pieces: the header and the first screen with the page, each part
 * below it on its own, once it comes near the viewport, is touched or focused, or the page is
 * idle after load. Until then its prerendered markup stays as it is, readable, with its links
 * working. `html[data-hydrated]` is set once every part has React behind it.
 */
type Gate = Promise<void>;

const gates = new Map<string, Gate>();
const waiting = new Set<string>();
let pageDone = false;
const listeners = createListeners();

const complete = () => pageDone && waiting.size === 0;

function settle() {
  if (!complete()) return;
  document.documentElement.dataset.hydrated = '';
  listeners.notify();
}

const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

function openWhenNeeded(element: Element): Gate {
  return new Promise<void>((resolve) => {
    const cancelNear = whenNear(element, open);
    const cancelIdle = afterLoadAndIdle(() => open());
    function open() {
      cancelNear();
      cancelIdle();
      for (const type of WAKE_EVENTS) element.removeEventListener(type, open, true);
      resolve();
    }
    for (const type of WAKE_EVENTS) element.addEventListener(type, open, true);
  });
}

export const hydration = {
  /**
   * What the part prerendered as `selector` waits for before it hydrates: null where there is
   * nothing to wait for (on the server, in a client-side visit, or once it has hydrated).
   */
  gate(selector: string): Gate | null {
    const known = gates.get(selector);
    if (known) return waiting.has(selector) ? known : null;
    if (typeof document === 'undefined' || pageDone) return null;
    const element = document.querySelector(selector);
    if (!element) return null;
    const gate = openWhenNeeded(element);
    gates.set(selector, gate);
    waiting.add(selector);
    return gate;
  },
  /** The part has committed: React is behind it. */
  hydrated(selector: string) {
    if (!waiting.delete(selector)) return;
    settle();
  },
  /**
   * The first page has committed (or its error view has), and the chrome around it with or before
   * it: every part, the page's and the chrome's, has asked for its gate by now. React hydrates the
   * page's boundary only after the chrome's, so the chrome committing alone says nothing about the
   * parts inside the page.
   */
  pageHydrated() {
    pageDone = true;
    settle();
  },
  isComplete: complete,
  subscribe: listeners.subscribe,
};
