import { gsap } from 'gsap';
import type { InContext, ShownWatcher } from './triggers';

const SLIDE = { left: { x: -48 }, right: { x: 48 }, below: { y: 48 } } as const;

/** An item marked `data-reveal-from` fades and slides in once 30% visible; under reduced motion it just stands. */
export function attachReveal(el: HTMLElement, reduce: boolean, watcher: ShownWatcher, inContext: InContext) {
  if (reduce) {
    el.dataset.reveal = 'static';
    return;
  }
  return watcher.watch(el, {
    // One already in view stays as it is; the others step aside (out of view, so unseen) until they come.
    first: inContext((el: HTMLElement, shown: boolean) => {
      if (shown) {
        el.dataset.reveal = 'in';
        return;
      }
      const from = SLIDE[(el.dataset.revealFrom as keyof typeof SLIDE) ?? 'below'] ?? SLIDE.below;
      el.dataset.reveal = 'pending';
      gsap.set(el, { opacity: 0, ...from });
    }),
    enter: inContext((el: HTMLElement) => {
      if (el.dataset.reveal === 'in') return;
      el.dataset.reveal = 'in';
      gsap.to(el, { opacity: 1, x: 0, y: 0, duration: 0.7, ease: 'power2.out' });
    }),
  });
}
