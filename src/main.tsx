import { StrictMode } from 'react';
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

// The page on show first, so hydration renders exactly the prerendered markup without suspending.
void findRoute(routes, window.location.pathname)
  .page.load()
  .catch(() => {})
  .then(() => {
    if (root?.hasChildNodes()) hydrateRoot(root, app, { onCaughtError });
    else if (root) createRoot(root, { onCaughtError }).render(app);
  });
