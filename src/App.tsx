import { Suspense, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CrashPage } from './components/CrashPage';
import { ErrorBoundary } from './kit/ErrorBoundary';
import { isChunkFailure, reloadIfAllowed } from './kit/reloads';
import { RouteFocus } from './components/RouteFocus';
import { Footer } from './components/Footer';
import { SiteHeader } from './components/SiteHeader';
import { usePageMeta } from './components/usePageMeta';
import { hydration } from './kit/hydration';
import { findRoute } from './lib/routing';
import { DisplayModeProvider } from './mode/DisplayModeProvider';
import { SceneLoader } from './mode/SceneLoader';
import { MotionLoader } from './motion/MotionLoader';
import { routes, type RouteDef } from './routes';
import { ShowRecovery } from './show/ShowRecovery';

/**
 * A page that failed to render is noted; one whose chunk did not arrive (a deploy removed the old
 * chunks, or the network dropped) is fetched afresh by a reload, since the browser remembers a
 * failed import() for the page's life. At most once per five minutes: a chunk that is really gone
 * leaves the crash view (or the show's own restart notice) in place. The optional chunks (the
 * scene, the motion, the market strip) have fallbacks of their own and never reload the page.
 */
function pageFailed(error: Error) {
  console.warn('Page failed to render:', error.message);
  if (isChunkFailure(error)) reloadIfAllowed(error.message);
}

/** The route's page from its chunk: settled before hydration, a brief suspense on later navigations. */
function Page({ route }: { route: RouteDef }) {
  const Component = use(route.page.promise());
  // eslint-disable-next-line react-hooks/static-components -- each page is a module-level component; use() only unwraps its chunk
  return <Component />;
}

function Chrome({ route, children }: { route: RouteDef; children: ReactNode }) {
  usePageMeta(route.meta);
  return (
    <>
      {route.chrome.header && <SiteHeader />}
      {children}
      {route.chrome.footer && <Footer />}
    </>
  );
}

export function App() {
  const [location] = useLocation();
  const route = findRoute(routes, location);
  // The page around its parts has React behind it; `html[data-hydrated]` follows once every part has.
  useEffect(() => {
    hydration.shellHydrated();
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
          {/* A render failure shows the crash view; the next navigation tries again. An event screen
              has nobody to navigate: the show restarts itself instead. */}
          <ErrorBoundary
            fallback={route.id === 'show' ? (error) => <ShowRecovery reason={error.message} /> : <CrashPage />}
            onError={pageFailed}
            resetKey={location}
          >
            <RouteFocus />
            {/* The motion director attaches to the page's DOM: it commits with the page, never before it. */}
            <Suspense fallback={null}>
              <Page route={route} />
              <MotionLoader />
            </Suspense>
          </ErrorBoundary>
        </Chrome>
        {/* Outside the routes: one canvas, kept across navigation. */}
        <SceneLoader />
    </DisplayModeProvider>
  );
}
