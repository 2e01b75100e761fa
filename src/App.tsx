import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useRoute } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RouteFocus } from './components/RouteFocus';
import { SiteHeader } from './components/SiteHeader';
import { StageLoader } from './components/StageLoader';
import { TooltipProvider } from './components/Tooltip';
import { DisplayModeProvider } from './mode/DisplayModeProvider';
import { MotionLoader } from './motion/MotionLoader';
import { Community } from './pages/Community';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';

// The event-screen show (and its QR encoder) is a chunk of its own: visitors of the site never download it.
const StageScreen = lazy(() => import('./pages/StageScreen'));

export function App() {
  // The stage screen is all show: no site header.
  const [onStage] = useRoute('/stage');
  // Marks the page interactive: the prerendered markup now has React behind it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <DisplayModeProvider>
      <TooltipProvider>
        {!onStage && <SiteHeader />}
        <ErrorBoundary>
          <RouteFocus />
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/community" component={Community} />
            <Route path="/stage">
              <Suspense fallback={null}>
                <StageScreen />
              </Suspense>
            </Route>
            <Route component={NotFound} />
          </Switch>
          <MotionLoader />
          {/* Outside the routes: one canvas, kept across navigation. */}
          <StageLoader />
        </ErrorBoundary>
      </TooltipProvider>
    </DisplayModeProvider>
  );
}
