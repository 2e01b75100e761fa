/// <reference lib="webworker" />
// The site's service worker: the whole static build precached (Workbox), so /stage and every
// other page load and run with the venue's network gone, across reloads. Pages come from the
// network first, so a new deploy shows on the next online load; assets are content-hashed and
// served from the cache. Nothing from another origin is touched: the live market endpoint is
// never cached.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
declare const self: ServiceWorkerGlobalScope;

/** How long a page waits on the network before the precached copy is served instead. */
const NETWORK_TIMEOUT_MS = 4000;

/** The prerendered file for a page's path, as the static hosts map them. */
const pageFile = (pathname: string) => (pathname === '/' ? '/index.html' : pathname.endsWith('.html') ? pathname : `${pathname.replace(/\/$/, '')}/index.html`);

async function fromNetwork(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The built copy for an address: the file itself (the whitepaper, a poster opened in its own tab),
 * else the page prerendered for it, else the home page, whose scripts render the 404 view for a
 * path with no page (the 404 file itself is not precached: some hosts answer it with status 404,
 * which would fail the whole install).
 */
const builtCopy = async (url: URL) => (await matchPrecache(url.pathname)) ?? (await matchPrecache(pageFile(url.pathname))) ?? (await matchPrecache('/index.html'));

// Registered before the precache's own route, so pages are never served stale while online.
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      const response = await fromNetwork(request);
      // A venue proxy or the host failing (502, 503, 504): the built copy beats an error page.
      if (response.status >= 500) return (await builtCopy(url)) ?? response;
      return response;
    } catch {
      // Offline, or the network hangs.
      return (await builtCopy(url)) ?? Response.error();
    }
  }),
);

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
// A new build takes over at once: the next load is served by it.
void self.skipWaiting();
clientsClaim();
