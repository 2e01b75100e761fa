import { gsap } from 'gsap';
import { choreography } from '../bridge/choreography';
import { COUNT_UP_DURATION_MS, countUpValue } from '../lib/countUp';
import { showCount as counterText } from '../runtime/counts';
import type { InContext, ShownWatcher } from './triggers';

/**
 * Counters (`data-count-to`) start at 0 and count up in 60 steps over 2 s once 30% visible, once
 * per mount; the coins pour in the scene in step with the first to start. Under reduced motion
 * they show their final figures. Returns the attach of one counter, which returns its detach.
 */
export function countUps(reduce: boolean, watcher: ShownWatcher) {
  const attached = new Set<HTMLElement>();
  let pouring: HTMLElement | null = null;
  // No coins poured until a counter counts; all of them, still, under reduced motion.
  const unpoured = () => (choreography.pour = reduce ? 1 : 0);
  unpoured();
  return (el: HTMLElement, inContext: InContext) => {
    const host = el.closest<HTMLElement>('.counter') ?? el;
    const target = Number(el.dataset.countTo);
    // The first counter of a page: its coins start again from none.
    if (attached.size === 0) unpoured();
    attached.add(el);
    // Under reduced motion the final figure; otherwise 0, until it is seen and counts up.
    counterText(el, reduce ? target : 0);
    host.dataset.phase = reduce ? 'done' : 'waiting';
    const unwatch = reduce
      ? undefined
      : watcher.watch(host, {
          enter: inContext(() => {
            host.dataset.phase = 'counting';
            if (pouring === null) pouring = el;
            const elapsed = { ms: 0 };
            gsap.to(elapsed, {
              ms: COUNT_UP_DURATION_MS,
              duration: COUNT_UP_DURATION_MS / 1000,
              ease: 'none',
              onUpdate: () => {
                counterText(el, countUpValue(target, elapsed.ms));
                if (pouring === el) choreography.pour = elapsed.ms / COUNT_UP_DURATION_MS;
              },
              onComplete: () => {
                host.dataset.phase = 'done';
              },
            });
          }),
        });
    return () => {
      unwatch?.();
      attached.delete(el);
      if (pouring === el) pouring = null;
      if (attached.size === 0) unpoured();
    };
  };
}
