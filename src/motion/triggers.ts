import { REVEAL_THRESHOLD } from '../lib/countUp';

/** "30% bottom": fires when the point 30% down the element reaches the bottom of the viewport. */
export const START = `${REVEAL_THRESHOLD * 100}% bottom`;

/** How much of an element is inside the viewport now (0…1). */
export function visibleFraction(el: Element): number {
  const r = el.getBoundingClientRect();
  const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
  return r.height > 0 ? Math.max(0, shown) / r.height : 0;
}
