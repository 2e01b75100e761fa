// Prerendering entry (scripts/build.mjs): each route rendered to HTML at build time,
// so text shows before any JavaScript runs, and without it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { pageMeta, type PageMeta } from './content/meta';

export interface PrerenderRoute {
  /** The path rendered. */
  path: string;
  /** Where its HTML goes under dist/. */
  file: string;
  meta: PageMeta;
}

export const routes: PrerenderRoute[] = [
  { path: '/', file: 'index.html', meta: pageMeta.home },
  { path: '/community', file: 'community/index.html', meta: pageMeta.community },
  { path: '/stage', file: 'stage/index.html', meta: pageMeta.stage },
  // Any unknown path: static hosts serve this with status 404.
  { path: '/404', file: '404.html', meta: pageMeta.notFound },
];

async function renderOnce(path: string, errors: unknown[]): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  return new Response(prelude).text();
}

/**
 * The app's HTML for `path`, every lazy part of it in place. A lazy component
 * that suspends makes React stream its content with an inline script, which the
 * site's CSP refuses; so a first pass loads every lazy module and the second,
 * with nothing left to wait for, gives plain markup. Any render error, or any
 * script left in the markup, fails the build.
 */
export async function render(path: string): Promise<string> {
  const errors: unknown[] = [];
  await renderOnce(path, errors);
  const html = await renderOnce(path, errors);
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} failed: ${String(errors[0])}`);
  if (html.includes('<script')) throw new Error(`prerendering ${path} left a script in the markup: ${html.slice(html.indexOf('<script'), html.indexOf('<script') + 200)}`);
  return html;
}
