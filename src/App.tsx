import { Route, Switch } from 'wouter';
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

export function App() {
  return (
    <DisplayModeProvider>
      <TooltipProvider>
        <SiteHeader />
        <ErrorBoundary>
          <RouteFocus />
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/community" component={Community} />
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
