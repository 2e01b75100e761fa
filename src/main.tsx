import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import './styles/fonts.css';
import './styles/global.css';

const root = document.getElementById('root');
// Errors that a boundary handled are not the visitor's problem: note them quietly.
const onCaughtError = (error: unknown) => console.warn('Recovered from a render error:', error instanceof Error ? error.message : error);
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (root?.hasChildNodes()) {
  // The build prerendered this page (scripts/build.mjs): take over its markup.
  hydrateRoot(root, app, { onCaughtError });
} else if (root) {
  createRoot(root, { onCaughtError }).render(app);
}
