import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CrashPage } from './components/CrashPage';
import { ErrorBoundary } from './runtime/ErrorBoundary';
import { isChunkFailure, reloadIfAllowed } from './runtime/reloads';
import { RouteFocus } from './components/RouteFocus';
import { LazySiteFooter } from './components/LazySiteFooter';
import { SiteHeader } from './components/SiteHeader';
import { usePageMeta } from './components/usePageMeta';
import { PageHydrated } from './runtime/HydrateWhenNear';
import { CountedFallback } from './runtime/CountedFallback';
import { FIRST_VISIT } from './runtime/pageChunk';
import { findRoute } from './lib/routing';
import { DisplayModeProvider } from './mode/DisplayModeProvider';
import { SceneLoader } from './mode/SceneLoader';
import { MotionLoader } from './motion/MotionLoader';
import { routes, type RouteDef } from './routes';
import { ShowRecovery } from './features/show/components/ShowRecovery';

/**
 * A page that failed to render is noted. One whose chunk or stylesheet did not arrive (a deploy
 * replaced the files this tab's scripts name, or the network dropped) is fetched afresh by a reload,
 * whose new HTML names the files that are there now. At most once per five minutes: after that the
 * page says calmly that the site was updated, with a button to reload (or the show its own restart
 * notice). The optional chunks (the scene, the motion, the market strip) have fallbacks of their own
 * and never reload the page.
 */
function pageFailed(error: Error) {
  console.warn('Page failed to render:', error.message);
  if (isChunkFailure(error)) reloadIfAllowed(error.message);
}

/**
 * Counts the visits (each change of address is one), so a page whose chunk failed is imported
 * again on the next visit, never kept failed (see runtime/pageChunk).
 */
function useVisit(location: string): number {
  const [visit, setVisit] = useState({ location, number: FIRST_VISIT });
  if (visit.location === location) return visit.number;
  // Derived from the address during render (React's pattern for state that follows a prop).
  const next = { location, number: visit.number + 1 };
  setVisit(next);
  return next.number;
}

/** The route's page from its chunk: settled before hydration, a brief suspense on later navigations. */
function Page({ route, visit }: { route: RouteDef; visit: number }) {
  const Component = use(route.page.promise(visit));
  // eslint-disable-next-line react-hooks/static-components -- each page is a module-level component; use() only unwraps its chunk
  return <Component />;
}

function Chrome({ route, children }: { route: RouteDef; children: ReactNode }) {
  usePageMeta(route.meta);
  return (
    <>
      {route.chrome.header && <SiteHeader />}
      {children}
      {route.chrome.footer && <LazySiteFooter />}
    </>
  );
}

export function App() {
  const [location] = useLocation();
  const route = findRoute(routes, location);
  const visit = useVisit(location);
  useEffect(() => {
    // Another page's chunk loads when a link to it is pointed at, touched or focused, so a click
    // rarely waits; never all of them at idle, where their code and their CSS (a restyle of this
    // whole page) would cost the visitor who stays. The service worker keeps the bytes offline.
    const intent = (e: Event) => {
      const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || link.origin !== window.location.origin) return;
      void findRoute(routes, link.pathname).page.load().catch(() => {});
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, intent, { passive: true, capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, intent, { capture: true });
    };
  }, []);
  return (
    <DisplayModeProvider>
        <Chrome route={route}>
          {/* A render failure shows the crash view, a page whose files did not arrive a calm note with
              a reload (after the one the page makes by itself); the next navigation renders afresh and
              imports a failed page again. An event screen has nobody to navigate: the show restarts
              itself instead. */}
          <ErrorBoundary
            fallback={(error) => (
              <>
                {route.id === 'show' ? <ShowRecovery reason={error.message} /> : <CrashPage error={error} />}
                <PageHydrated />
                {/* The view stands for the page at this address: arrived at, it takes focus, and leaving it is a navigation too. */}
                <RouteFocus />
              </>
            )}
            onError={pageFailed}
            resetKey={location}
          >
            {/* The motion director attaches to the page's DOM, and focus moves to the page's main: both
                commit with the page, never before it (its chunk may still be loading). */}
            <Suspense fallback={<CountedFallback />}>
              <Page route={route} visit={visit} />
              <PageHydrated />
              <RouteFocus />
              <MotionLoader />
            </Suspense>
          </ErrorBoundary>
        </Chrome>
        {/* Outside the routes: one canvas, kept across navigation. */}
        <SceneLoader />
    </DisplayModeProvider>
  );
}
