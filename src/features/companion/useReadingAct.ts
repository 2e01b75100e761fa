import { useEffect } from 'react';
import { companionMoment } from '../../bridge/companion';
import { MOMENTS, type ActId } from '../../content/moments';
import { observeCrossing } from '../../runtime/intersecting';

/**
 * The reading line, as a share of the viewport from its top: below the middle, where a reader's
 * eyes rest, and below the companion's band on an upright phone.
 */
const READING_LINE = 60;

// An act is named for its moment: the acts' names are the moments'.
const isAct = (value: string | undefined): value is ActId => (MOMENTS as readonly string[]).includes(value ?? '');

/**
 * Tells the companion which part of the home page is being read: the act (`data-act`) that
 * crosses the reading line, or none past the last one. The browser reports the crossings (an
 * IntersectionObserver whose root is shrunk to the line), so nothing is measured on scroll. Acts
 * that arrive later (a visit from another page renders them as their code comes) join as they do.
 */
export function useReadingAct(main: HTMLElement | null) {
  useEffect(() => {
    if (!main) return;
    const crossing = new Set<Element>();
    const watched = new Set<Element>();
    const report = () => {
      const current = Array.from(main.querySelectorAll<HTMLElement>('[data-act]'))
        .filter((el) => crossing.has(el))
        .at(-1)?.dataset.act; // two on the line at once: the later one, the reader moves on
      companionMoment.set(isAct(current) ? current : null);
    };
    // The viewport shrunk to a line one hundredth of its height.
    const observer = observeCrossing(crossing, report, { rootMargin: `${-READING_LINE}% 0px ${READING_LINE + 1 - 100}% 0px` });
    const watch = () => {
      const acts = new Set(main.querySelectorAll('[data-act]'));
      for (const el of acts) if (!watched.has(el)) observer.observe(el);
      for (const el of watched) {
        if (acts.has(el)) continue;
        observer.unobserve(el);
        crossing.delete(el);
      }
      watched.clear();
      for (const el of acts) watched.add(el);
    };
    watch();
    const arrivals = new MutationObserver(watch);
    arrivals.observe(main, { childList: true }); // the acts are main's children
    return () => {
      arrivals.disconnect();
      observer.disconnect();
      companionMoment.set(undefined);
    };
  }, [main]);
}
