import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { REVEAL_THRESHOLD } from '../lib/countUp';
import { START, visibleFraction } from './triggers';

const SLIDE = { left: { x: -48 }, right: { x: 48 }, below: { y: 48 } } as const;

/** Items marked `data-reveal-from` fade and slide in once 30% visible; under reduced motion they just stand. */
export function attachReveals(reduce: boolean) {
  const items = gsap.utils.toArray<HTMLElement>('[data-reveal-from]');
  if (reduce) {
    for (const el of items) el.dataset.reveal = 'static';
    return;
  }
  // Every position read before anything is written: one layout, not one per item.
  const shown = items.map((el) => visibleFraction(el) >= REVEAL_THRESHOLD);
  items.forEach((el, i) => {
    if (shown[i]) {
      el.dataset.reveal = 'in';
      return;
    }
    const from = SLIDE[(el.dataset.revealFrom as keyof typeof SLIDE) ?? 'below'] ?? SLIDE.below;
    el.dataset.reveal = 'pending';
    gsap.set(el, { opacity: 0, ...from });
    ScrollTrigger.create({
      trigger: el,
      start: START,
      once: true,
      onEnter: () => {
        el.dataset.reveal = 'in';
        gsap.to(el, { opacity: 1, x: 0, y: 0, duration: 0.7, ease: 'power2.out' });
      },
    });
  });
}
