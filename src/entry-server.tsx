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

/** The app's HTML for `path`, once every lazy part of it has loaded. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
