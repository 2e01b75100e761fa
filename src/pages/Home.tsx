import { lazy, useEffect } from 'react';
import { Act } from '../components/Act';
import { HydrateWhenNear } from '../kit/HydrateWhenNear';
import { hashTarget } from '../lib/routing';
import { Hero } from '../sections/Hero';

// Below the first screen, each section's code loads with its act's hydration (when near, or when
// idle). Their stylesheets are inlined with the page all the same, by the build.
const About = lazy(() => import('../sections/About').then((m) => ({ default: m.About })));
const Features = lazy(() => import('../sections/Features').then((m) => ({ default: m.Features })));
const Tokenomics = lazy(() => import('../sections/Tokenomics').then((m) => ({ default: m.Tokenomics })));
const Whitepaper = lazy(() => import('../sections/Whitepaper').then((m) => ({ default: m.Whitepaper })));
const MemeLaws = lazy(() => import('../sections/MemeLaws').then((m) => ({ default: m.MemeLaws })));
const Roadmap = lazy(() => import('../sections/Roadmap').then((m) => ({ default: m.Roadmap })));
const Cabinet = lazy(() => import('../sections/Cabinet').then((m) => ({ default: m.Cabinet })));

/** Scrolls to /#section after a client-side navigation, which the browser does not do by itself. */
function useScrollToHash() {
  useEffect(() => {
    const id = hashTarget(window.location.hash);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

/** The home page: the sections in order, grouped into the Chancellor's acts. */
export default function Home() {
  useScrollToHash();
  return (
    <main id="main" tabIndex={-1}>
      <Hero />
      {/* Below the first screen, each act hydrates on its own when it comes near (or when idle). */}
      <HydrateWhenNear at='[data-act="about"]'>
        <Act moment="about">
          <About />
          <Features />
        </Act>
      </HydrateWhenNear>
      <HydrateWhenNear at='[data-act="tokenomics"]'>
        <Act moment="tokenomics">
          <Tokenomics />
        </Act>
      </HydrateWhenNear>
      <HydrateWhenNear at='[data-act="reading"]'>
        <Act moment="reading">
          <Whitepaper />
          <MemeLaws />
        </Act>
      </HydrateWhenNear>
      <HydrateWhenNear at='[data-act="roadmap"]'>
        <Act moment="roadmap">
          <Roadmap />
        </Act>
      </HydrateWhenNear>
      <HydrateWhenNear at='[data-act="cabinet"]'>
        <Cabinet />
      </HydrateWhenNear>
    </main>
  );
}
