import { useEffect, type ReactNode } from 'react';
import { Act } from '../features/companion/Act';
import '../features/companion/Companion.css';
import type { SectionsAct } from '../content/moments';
import { HydrateWhenNear } from '../runtime/HydrateWhenNear';
import { layOutActsWhenIdle } from '../runtime/layOutActs';
import { lazyNamed } from '../runtime/lazyNamed';
import { useScrollToHash } from '../runtime/useScrollToHash';
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
// The companion's code too (its observer, its control, the laws it reads out): its markup is in the
// first paint and its stylesheet inlined with the page's (imported above), its code after it.
const Companion = lazyNamed(() => import('../features/companion/Companion'), 'Companion');

/** An act below the first screen: hydrates on its own when it comes near (or when idle). */
function LaterAct({ act, children }: { act: SectionsAct; children: ReactNode }) {
  return (
    <HydrateWhenNear at={`[data-act="${act}"]`}>
      <Act id={act}>{children}</Act>
    </HydrateWhenNear>
  );
}

/** The home page: the sections in order, grouped into the Chancellor's acts. */
export default function Home() {
  useScrollToHash();
  useEffect(() => layOutActsWhenIdle(), []);
  return (
    <main id="main" className="home" tabIndex={-1}>
      <Hero />
      {/* After the hero's words in the reading order: its control is the next stop after them. */}
      <HydrateWhenNear at=".companion">
        <Companion />
      </HydrateWhenNear>
      <LaterAct act="about">
        <About />
        <Features />
      </LaterAct>
      <LaterAct act="tokenomics">
        <Tokenomics />
      </LaterAct>
      <LaterAct act="reading">
        <Whitepaper />
        <MemeLaws />
      </LaterAct>
      <LaterAct act="roadmap">
        <Roadmap />
      </LaterAct>
      {/* The cabinet is an act of its own making (its section carries data-act). */}
      <HydrateWhenNear at='[data-act="cabinet"]'>
        <Cabinet />
      </HydrateWhenNear>
    </main>
  );
}
