import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'virtual:theme.css';
import './styles/tokens.css';
import './styles/fonts.css';
import './styles/reset.css';
import './styles/typography.css';
import './styles/layout.css';
import './styles/buttons.css';
import { App } from './App';
import { findRoute } from './lib/routing';
import { routes } from './routes';

const root = document.getElementById('root');
// Errors that a boundary handled are not the visitor's problem: note them quietly.
const onCaughtError = (error: unknown) => console.warn('Recovered from a render error:', error instanceof Error ? error.message : error);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

const route = findRoute(routes, window.location.pathname);
// Hydrate only markup prerendered for this very route. A host that answers every path with
// index.html (a SPA fallback), or 404.html with status 200, hands over another route's
// markup: that is rendered afresh instead, with no hydration error.
const own = root?.dataset.route === route.id && root.hasChildNodes();

// The page on show first, so hydration renders exactly the prerendered markup without suspending.
void route.page
  .load()
  .catch(() => {})
  .then(() => {
    if (!root) return;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the page in one long task; the prerendered markup is already on screen meanwhile.
    if (own) startTransition(() => void hydrateRoot(root, app, { onCaughtError }));
    else createRoot(root, { onCaughtError }).render(app);
  });
