import { startTransition, StrictMode } from 'react';
import 'virtual:theme.css';
import './styles/tokens.css';
import './styles/fonts.css';
import './styles/reset.css';
import './styles/typography.css';
import './styles/layout.css';
import './styles/buttons.css';
import './styles/held.css';
import { App } from './App';
import { FIRST_VISIT } from './runtime/pageChunk';
import { isChunkFailure, watchChunkFailures } from './runtime/reloads';
import { afterLoadAndIdle } from './runtime/afterLoad';
import { findRoute } from './lib/routing';
import { routes } from './routes';

// Vite reports a chunk whose stylesheet did not arrive in an event of its own: noted before any import.
watchChunkFailures();

// The browser also reports a failed chunk as an unhandled rejection of its own import() promise,
// even though every import here has a fallback (the route's boundary and its reload, the scene's
// posters): noted as what it is, not left as an uncaught error.
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (!isChunkFailure(reason)) return;
  event.preventDefault();
  console.warn('A script chunk failed to load; its fallback is showing:', reason.message);
});

// The offline copy starts once the page's downloads are quiet (its own later ones over). Its code, and
// the wait, come at load and idle, not with the first load.
afterLoadAndIdle(() => {
  import('./runtime/serviceWorker')
    .then((m) => m.registerServiceWorker())
    .catch(() => {}); // no offline copy this visit: the site runs online as before
});

const root = document.getElementById('root');
// Errors that a boundary handled are not the visitor's problem: note them quietly.
const onCaughtError = (error: unknown) => console.warn('Recovered from a render error:', error instanceof Error ? error.message : error);
// React rendered afresh where hydration could not finish (a page chunk that failed to arrive):
// noted, since the page is whole; the words "hydration" keep it visible to the tests that look.
const onRecoverableError = (error: unknown) => console.warn('Recovered during hydration:', error instanceof Error ? error.message : error);
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
// React DOM comes in its own import (preloaded with the page's scripts by the boot): evaluating it
// is then a task of its own, apart from this module's, never one long task with it.
void Promise.all([route.page.promise(FIRST_VISIT).catch(() => {}), import('react-dom/client')])
  .then(([, { createRoot, hydrateRoot }]) => {
    if (!root) return;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the page in one long task; the prerendered markup is already on screen meanwhile.
    if (own) startTransition(() => void hydrateRoot(root, app, { onCaughtError, onRecoverableError }));
    else createRoot(root, { onCaughtError }).render(app);
  })
  .catch((error: unknown) => console.warn('The app did not start; the page stays as prerendered:', error instanceof Error ? error.message : error));
