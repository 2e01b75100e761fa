import { useGSAP } from '@gsap/react';
import { gsap } from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { useEffect } from 'react';
import { motionParts, type MotionPartKind } from '../bridge/motionParts';
import { contentOnItsWay } from '../runtime/contentOnItsWay';
import { nextTask } from '../runtime/nextTask';
import { breakpoints } from '../theme/breakpoints';
import { actChoreography, choreographySnapshot } from './acts';
import { countUps } from './counters';
import './debug';
import { followParts } from './followParts';
import { attachReveal } from './reveals';
import { shownWatcher, waitingToBeShown, type InContext } from './triggers';

gsap.registerPlugin(ScrollTrigger, useGSAP);

type Attach = (el: HTMLElement, inContext: InContext) => void | (() => void);

/** Runs an attach in a GSAP context of its own: reverting it undoes what the attach and its later callbacks started. */
function inOwnContext(el: HTMLElement, attach: Attach): () => void {
  const context = gsap.context((_self, contextSafe) => attach(el, ((callback) => contextSafe!(callback)) as InContext));
  return () => context.revert();
}

/**
 * Attaches every part that registered itself (bridge/motionParts), for as long as it stays
 * mounted: the parts there when this starts, and those mounting later (a section whose code
 * arrives after its page, a page whose code arrives after the address changed).
 */
function directParts(reduce: boolean) {
  const watcher = shownWatcher();
  const countUp = countUps(reduce, watcher);
  const moveWith = actChoreography(reduce);
  const attachers: Record<MotionPartKind, Attach> = {
    reveal: (el, inContext) => attachReveal(el, reduce, watcher, inContext),
    counter: countUp,
    act: moveWith,
  };
  const root = document.documentElement;
  // Said once every part is attached and none can still come: a section still loading may bring more.
  let partsWaiting = true;
  let stopped = false;
  const say = () => {
    if (stopped) return;
    if (partsWaiting || contentOnItsWay.any()) delete root.dataset.motion;
    else root.dataset.motion = reduce ? 'reduced' : 'ready';
  };
  // In a microtask: the content that just arrived has registered its parts by then (see runtime/CountedFallback).
  const stopContent = contentOnItsWay.subscribe(() => queueMicrotask(say));
  const stop = followParts({
    source: motionParts,
    order: ['reveal', 'counter', 'act'],
    // Never inside another GSAP context (each runs in a task of its own): each part's is its own to revert.
    attach: (part) => inOwnContext(part.element, attachers[part.kind]),
    later: (run) => void nextTask().then(run),
    // Tests and scripts wait on it: every part on the page attached.
    pending: (waiting) => {
      partsWaiting = waiting;
      say();
    },
  });
  return () => {
    stopped = true;
    stopContent();
    stop();
    watcher.disconnect();
    delete root.dataset.motion;
  };
}

/**
 * Attaches every scroll-driven effect to the parts of the page that registered for one: reveals
 * (`data-reveal-from`), count-ups (`data-count-to`) and the scroll choreography the 3D scene
 * follows (`data-act`). Loaded after first paint; until then, and if it never loads, the content
 * is simply visible and final.
 */
export default function MotionDirector() {
  // ?debug on the first page (the document's own address: the director may come only with a later
  // page): let tests and soak runs count what GSAP holds.
  useEffect(() => {
    const first = performance.getEntriesByType('navigation')[0]?.name ?? window.location.href;
    if (!new URL(first).searchParams.has('debug')) return;
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

  useGSAP(() => {
    // A change of the reduced-motion setting reverts every part and attaches it again the other way.
    gsap.matchMedia().add({ motion: `not all and ${breakpoints.reducedMotion}`, reduce: breakpoints.reducedMotion }, (context) =>
      directParts(Boolean(context.conditions?.reduce)),
    );
  });

  return null;
}
