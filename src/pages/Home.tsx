import { useEffect, type ReactNode } from 'react';
import { Act } from '../components/Act';
import { Companion } from '../components/Companion';
import type { ActMoment } from '../content/moments';
import { HydrateWhenNear } from '../kit/HydrateWhenNear';
import { layOutActsWhenIdle, layOutAllActs } from '../kit/layOutActs';
import { lazyNamed } from '../kit/lazyNamed';
import { hashTarget } from '../lib/routing';
import { Hero } from '../sections/Hero';

// Below the first screen, each section's code loads with its act's hydration (when near, or when
// idle). Their stylesheets are inlined with the page all the same, by the build.
const About = lazyNamed(() => import('../sections/About'), 'About');
const Features = lazyNamed(() => import('../sections/Features'), 'Features');
const Tokenomics = lazyNamed(() => import('../sections/Tokenomics'), 'Tokenomics');
const Whitepaper = lazyNamed(() => import('../sections/Whitepaper'), 'Whitepaper');
const MemeLaws = lazyNamed(() => import('../sections/MemeLaws'), 'MemeLaws');
const Roadmap = lazyNamed(() => import('../sections/Roadmap'), 'Roadmap');
const Cabinet = lazyNamed(() => import('../sections/Cabinet'), 'Cabinet');

/** An act below the first screen: hydrates on its own when it comes near (or when idle). */
function LaterAct({ moment, children }: { moment: ActMoment; children: ReactNode }) {
  return (
    <HydrateWhenNear at={`[data-act="${moment}"]`}>
      <Act moment={moment}>{children}</Act>
    </HydrateWhenNear>
  );
}

/** What a visitor does to scroll by themselves. */
const INTENT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a visit from another page keeps its section in view while the sections around it arrive. */
const SETTLE_MS = 3000;

/**
 * Scrolls to /#section after a client-side navigation, which the browser does not do by itself.
 * The sections below the first screen render as their code arrives, each moving the ones after it:
 * the section is brought back into view at each change of the page's height, until the visitor
 * scrolls or the page has settled.
 */
function useScrollToHash() {
  useEffect(() => {
    const id = hashTarget(window.location.hash);
    const main = document.getElementById('main');
    if (!id || !main) return;
    layOutAllActs(); // so the scroll measures real heights, not the estimates of acts not shown yet
    const scroll = () => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' });
    const observer = new ResizeObserver(scroll);
    observer.observe(main);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of INTENT) window.removeEventListener(type, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const type of INTENT) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, []);
}

/** The home page: the sections in order, grouped into the Chancellor's acts. */
export default function Home() {
  useScrollToHash();
  useEffect(() => layOutActsWhenIdle(), []);
  return (
    <main id="main" className="home" tabIndex={-1}>
      <Hero />
      {/* After the hero's words in the reading order: its control is the next stop after them. */}
      <Companion />
      <LaterAct moment="about">
        <About />
        <Features />
      </LaterAct>
      <LaterAct moment="tokenomics">
        <Tokenomics />
      </LaterAct>
      <LaterAct moment="reading">
        <Whitepaper />
        <MemeLaws />
      </LaterAct>
      <LaterAct moment="roadmap">
        <Roadmap />
      </LaterAct>
      {/* The cabinet is an act of its own making (its section carries data-act). */}
      <HydrateWhenNear at='[data-act="cabinet"]'>
        <Cabinet />
      </HydrateWhenNear>
    </main>
  );
}
