import { useEffect } from 'react';
import { Act } from '../components/Act';
import { HydrateWhenNear } from '../kit/HydrateWhenNear';
import { hashTarget } from '../lib/routing';
import { About } from '../sections/About';
import { Cabinet } from '../sections/Cabinet';
import { Features } from '../sections/Features';
import { Hero } from '../sections/Hero';
import { MemeLaws } from '../sections/MemeLaws';
import { Roadmap } from '../sections/Roadmap';
import { Tokenomics } from '../sections/Tokenomics';
import { Whitepaper } from '../sections/Whitepaper';

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
