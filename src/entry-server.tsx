// Prerendering entry (scripts/build.mjs): each route rendered to HTML at build time,
// so text shows before any JavaScript runs, and without it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { routes } from './routes';

export { routes };

/**
 * The app's HTML for a route, its page loaded first so nothing suspends
 * (a suspended part would stream with an inline script, which the CSP refuses).
 * Any render error, or any script left in the markup, fails the build.
 */
export async function render(route: (typeof routes)[number]): Promise<string> {
  await route.page.load();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={route.path ?? '/404'}>
        <App />
      </Router>
    </StrictMode>,
    // Every Suspense boundary inline, however large: an outlined one would need a script to reveal it.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${route.file} failed: ${String(errors[0])}`);
  if (html.includes('<script')) throw new Error(`prerendering ${route.file} left a script in the markup: ${html.slice(html.indexOf('<script'), html.indexOf('<script') + 200)}`);
  return html;
}
