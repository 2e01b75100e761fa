import { useEffect } from 'react';
import { usePageMeta } from '../components/usePageMeta';
import { pageMeta } from '../content/meta';
import { About } from '../sections/About';
import { Cabinet } from '../sections/Cabinet';
import { Features } from '../sections/Features';
import { Footer } from '../sections/Footer';
import { Hero } from '../sections/Hero';
import { MemeLaws } from '../sections/MemeLaws';
import { Roadmap } from '../sections/Roadmap';
import { Tokenomics } from '../sections/Tokenomics';
import { Whitepaper } from '../sections/Whitepaper';

/** Scrolls to /#section after a client-side navigation, which the browser does not do by itself. */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}

export function Home() {
  usePageMeta(pageMeta.home);
  useScrollToHash();
  return (
    <>
      <main id="main" tabIndex={-1}>
        <Hero />
        <About />
        <Features />
        <Tokenomics />
        <Whitepaper />
        <MemeLaws />
        <Roadmap />
        <Cabinet />
      </main>
      <Footer />
    </>
  );
}
