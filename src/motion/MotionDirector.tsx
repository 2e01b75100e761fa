import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { COUNT_UP_DURATION_MS, countUpValue, REVEAL_THRESHOLD } from '../lib/countUp';
import { formatCount } from '../lib/format';
import './debug';
import { choreography } from '../bridge/choreography';
import { breakpoints } from '../theme/breakpoints';

gsap.registerPlugin(ScrollTrigger, useGSAP);

/** "30% bottom": fires when the point 30% down the element reaches the bottom of the viewport. */
const START = `${REVEAL_THRESHOLD * 100}% bottom`;
const SLIDE = { left: { x: -48 }, right: { x: 48 }, below: { y: 48 } } as const;

function visibleFraction(el: Element): number {
  const r = el.getBoundingClientRect();
  const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
  return r.height > 0 ? Math.max(0, shown) / r.height : 0;
}

function counterText(el: HTMLElement, value: number) {
  el.textContent = formatCount(value, el.dataset.prefix ?? '', el.dataset.suffix ?? '');
}

/**
 * Attaches every scroll-driven effect of the current page to the DOM the
 * sections rendered: reveals (`data-reveal`), count-ups (`data-count-to`) and
 * the scroll progress the 3D scene follows. Loaded after first paint; until
 * then, and if it never loads, the content is simply visible and final.
 */
export default function MotionDirector() {
  const [location] = useLocation();

  // ?debug on the first page: let tests and soak runs count what GSAP holds.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('debug')) return;
    window.__chipcMotion = () => ({
      triggers: ScrollTrigger.getAll().length,
      tweens: gsap.globalTimeline.getChildren(true, true, false).length,
    });
    return () => {
      delete window.__chipcMotion;
    };
  }, []);

  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add({ motion: `not all and ${breakpoints.reducedMotion}`, reduce: breakpoints.reducedMotion }, (context) => {
        const reduce = Boolean(context.conditions?.reduce);

        for (const el of gsap.utils.toArray<HTMLElement>('[data-reveal-from]')) {
          if (reduce) {
            el.dataset.reveal = 'static';
            continue;
          }
          if (visibleFraction(el) >= REVEAL_THRESHOLD) {
            el.dataset.reveal = 'in';
            continue;
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
        }

        for (const el of gsap.utils.toArray<HTMLElement>('[data-count-to]')) {
          const target = Number(el.dataset.countTo);
          const host = el.closest<HTMLElement>('.counter') ?? el;
          if (reduce) {
            counterText(el, target);
            host.dataset.phase = 'done';
            continue;
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
                onUpdate: () => counterText(el, countUpValue(target, elapsed.ms)),
                onComplete: () => {
                  host.dataset.phase = 'done';
                },
              });
            },
          });
        }

        // Scroll-linked scene moves: the hero character turns away as the hero leaves,
        // the cabinet rises as its section arrives. Still frames under reduced motion.
        // Pages without the hero or the cabinet (the show) show both at rest.
        const hero = document.getElementById('hero');
        const cabinet = document.getElementById('cabinet');
        choreography.hero = 0;
        choreography.cabinet = 1;
        if (!reduce) {
          if (hero) {
            ScrollTrigger.create({
              trigger: hero,
              start: 'top top',
              end: 'bottom top',
              onUpdate: (self) => {
                choreography.hero = self.progress;
              },
            });
          }
          if (cabinet) {
            choreography.cabinet = 0;
            ScrollTrigger.create({
              trigger: cabinet,
              start: 'top bottom',
              end: 'center center',
              onUpdate: (self) => {
                choreography.cabinet = self.progress;
              },
            });
          }
        }
        document.documentElement.dataset.motion = reduce ? 'reduced' : 'ready';
      });
      return () => {
        delete document.documentElement.dataset.motion;
      };
    },
    { dependencies: [location], revertOnUpdate: true },
  );

  return null;
}
