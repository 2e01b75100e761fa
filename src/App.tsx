import { Route, Switch } from 'wouter';
import { ErrorBoundary } from './components/ErrorBoundary';
import { RouteFocus } from './components/RouteFocus';
import { SiteHeader } from './components/SiteHeader';
import { TooltipProvider } from './components/Tooltip';
import { Community } from './pages/Community';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';

export function App() {
  return (
    <TooltipProvider>
      <SiteHeader />
      <ErrorBoundary>
        <RouteFocus />
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/community" component={Community} />
          <Route component={NotFound} />
        </Switch>
      </ErrorBoundary>
    </TooltipProvider>
  );
}
