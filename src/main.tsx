import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/fonts.css';
import './styles/global.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root, {
    // Errors that a boundary handled are not the visitor's problem: note them quietly.
    onCaughtError: (error) => console.warn('Recovered from a render error:', error instanceof Error ? error.message : error),
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
