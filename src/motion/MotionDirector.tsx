import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { nextTask } from '../kit/nextTask';
import { breakpoints } from '../theme/breakpoints';
import { attachActs, choreographySnapshot } from './acts';
import { attachCounters } from './counters';
import './debug';
import { attachReveals } from './reveals';
import { waitingToBeShown, type InContext } from './triggers';

gsap.registerPlugin(ScrollTrigger, useGSAP);

/**
 * Attaches every scroll-driven effect of the current page to the DOM the
 * sections rendered: reveals (`data-reveal`), count-ups (`data-count-to`) and
 * the scroll choreography the 3D scene follows (`data-act`). Loaded after first paint; until
 * then, and if it never loads, the content is simply visible and final.
 */
export default function MotionDirector() {
  const [location] = useLocation();

  // ?debug on the first page: let tests and soak runs count what GSAP holds.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('debug')) return;
    // The frame of each measuring of every trigger: the animation timeline's time, one value per frame.
    const refreshes: number[] = [];
    const onRefresh = () => refreshes.push(Number(document.timeline.currentTime));
    ScrollTrigger.addEventListener('refresh', onRefresh);
    window.__chipcMotion = () => ({
      // The scrubbed acts' ScrollTriggers, and the reveals and counters still waiting to be seen.
      triggers: ScrollTrigger.getAll().length + waitingToBeShown(),
      tweens: gsap.globalTimeline.getChildren(true, true, false).length,
      choreography: choreographySnapshot(),
      refreshes: [...refreshes],
    });
    return () => {
      ScrollTrigger.removeEventListener('refresh', onRefresh);
      delete window.__chipcMotion;
    };
  }, []);

  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add({ motion: `not all and ${breakpoints.reducedMotion}`, reduce: breakpoints.reducedMotion }, (context) => {
        const reduce = Boolean(context.conditions?.reduce);

        // One part per task, so attaching never holds the main thread for long; each joins the
        // context, so a route change or a media change reverts all of it.
        const steps: ((inContext: InContext) => void | (() => void))[] = [
          (inContext) => attachReveals(reduce, inContext),
          (inContext) => attachCounters(reduce, inContext),
          () => attachActs(reduce),
        ];
        let reverted = false;
        const next = () => {
          if (reverted) return;
          const step = steps.shift()!;
          context.add((_self, contextSafe) => step(((callback) => contextSafe!(callback)) as InContext));
          if (steps.length > 0) void nextTask().then(next);
          else document.documentElement.dataset.motion = reduce ? 'reduced' : 'ready';
        };
        next();
        return () => {
          reverted = true;
        };
      });
      return () => {
        delete document.documentElement.dataset.motion;
      };
    },
    { dependencies: [location], revertOnUpdate: true },
  );

  return null;
}
