import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { choreography } from '../bridge/choreography';
import { COUNT_UP_DURATION_MS, countUpValue } from '../lib/countUp';
import { showCount as counterText } from '../kit/counts';
import { START } from './triggers';

/**
 * Counters (`data-count-to`) start at 0 and count up in 60 steps over 2 s
 * once 30% visible, once per page; the coins pour in the scene in step.
 * Under reduced motion they show their final figures.
 */
export function attachCounters(reduce: boolean) {
  const counters = gsap.utils.toArray<HTMLElement>('[data-count-to]');
  choreography.pour = reduce ? 1 : 0;
  counters.forEach((el, i) => {
    const target = Number(el.dataset.countTo);
    const host = el.closest<HTMLElement>('.counter') ?? el;
    if (reduce) {
      counterText(el, target);
      host.dataset.phase = 'done';
      return;
    }
    counterText(el, 0);
    host.dataset.phase = 'waiting';
    const elapsed = { ms: 0 };
    ScrollTrigger.create({
      trigger: host,
      start: START,
      once: true,
      onEnter: () => {
        host.dataset.phase = 'counting';
        gsap.to(elapsed, {
          ms: COUNT_UP_DURATION_MS,
          duration: COUNT_UP_DURATION_MS / 1000,
          ease: 'none',
          onUpdate: () => {
            counterText(el, countUpValue(target, elapsed.ms));
            if (i === 0) choreography.pour = elapsed.ms / COUNT_UP_DURATION_MS;
          },
          onComplete: () => {
            host.dataset.phase = 'done';
          },
        });
      },
    });
  });
}
