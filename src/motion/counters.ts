import { gsap } from 'gsap';
import { choreography } from '../bridge/choreography';
import { COUNT_UP_DURATION_MS, countUpValue } from '../lib/countUp';
import { showCount as counterText } from '../kit/counts';
import { onceShown, type InContext } from './triggers';

/**
 * Counters (`data-count-to`) start at 0 and count up in 60 steps over 2 s
 * once 30% visible, once per page; the coins pour in the scene in step.
 * Under reduced motion they show their final figures.
 */
export function attachCounters(reduce: boolean, inContext: InContext) {
  const counters = gsap.utils.toArray<HTMLElement>('[data-count-to]');
  choreography.pour = reduce ? 1 : 0;
  const hosts = counters.map((el) => el.closest<HTMLElement>('.counter') ?? el);
  // Under reduced motion the final figures; otherwise 0, until each is seen and counts up.
  counters.forEach((el, i) => {
    counterText(el, reduce ? Number(el.dataset.countTo) : 0);
    hosts[i]!.dataset.phase = reduce ? 'done' : 'waiting';
  });
  if (reduce) return;
  return onceShown(hosts, {
    enter: inContext((host: HTMLElement) => {
      const i = hosts.indexOf(host);
      const el = counters[i]!;
      const target = Number(el.dataset.countTo);
      host.dataset.phase = 'counting';
      const elapsed = { ms: 0 };
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
    }),
  });
}
