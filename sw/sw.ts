/// <reference lib="webworker" />
// The site's service worker (Workbox). At install it precaches the shell: every page, the app's code
// but the 3D scene, the stylesheets, the font and the first screen's poster, so every page loads and
// runs with the network gone. What a visitor may never use (the scene and its worker, which a lite
// visitor never runs; the other posters; the whitepaper) is cached when first used, so the offline copy
// costs nobody a download they would not make anyway. /stage asks for the show's own set (the scene and
// the ministers' posters), so a venue screen opened once runs offline in either mode, across reloads.
// Pages come from the network first, so a new deploy shows on the next online load; hashed assets are
// served from the cache. Nothing from another origin is touched: the live market endpoint is never cached.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { isKeepShowOffline, picturesToKeep } from '../src/lib/offline';

declare const __PRECACHE_MANIFEST__: PrecacheEntry[];
/** The show's files the shell lacks, site paths (build/precache.ts). */
declare const __SHOW_FILES__: string[];
declare const self: ServiceWorkerGlobalScope;

/** How long a page waits on the network before the cached copy is served instead. */
const NETWORK_TIMEOUT_MS = 4000;

/** Files named by content (Vite's assets/): a cached copy is never out of date. */
const isAsset = (pathname: string) => pathname.startsWith('/assets/');
/** Posters, the share image and the whitepaper: the same name gets new bytes when they are made again. */
const isPicture = (pathname: string) => /\.(webp|png|svg|pdf)$/.test(pathname);

// Each kept until 60 more recent ones (old deploys' chunks, posters of an earlier build) push it out,
// and dropped first when the browser runs short of storage.
const assets = new CacheFirst({ cacheName: 'chipc-assets', plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] });
// Served from the cache at once and refreshed behind it on every use (the hosts serve them the same
// way, see build/hosting.ts), so a regenerated poster replaces the old one from the next view on.
const pictures = new StaleWhileRevalidate({ cacheName: 'chipc-pictures', plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] });

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
 * The built copy for a page's address: the page prerendered for it, else the home page, whose
 * scripts render the 404 view for a path with no page (the 404 file itself is not precached: some
 * hosts answer it with status 404, which would fail the whole install).
 */
const builtCopy = async (url: URL) => (await matchPrecache(pageFile(url.pathname))) ?? (await matchPrecache('/index.html'));

// Registered before the precache's own route, so pages are never served stale while online. A file
// opened on its own (the whitepaper, a poster in its own tab, the Chancellor's USDZ in Quick Look) is
// the file, from its own route below.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !isPicture(url.pathname) && !isAsset(url.pathname),
  async ({ request, url }) => {
    try {
      const response = await fromNetwork(request);
      // A venue proxy or the host failing (502, 503, 504): the built copy beats an error page.
      if (response.status >= 500) return (await builtCopy(url)) ?? response;
      return response;
    } catch {
      // Offline, or the network hangs.
      return (await builtCopy(url)) ?? Response.error();
    }
  },
);

precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

// Whatever the shell leaves out, cached the first time it is used (the precache's route answers first).
registerRoute(({ sameOrigin, url }) => sameOrigin && isAsset(url.pathname), assets);
registerRoute(({ sameOrigin, url }) => sameOrigin && isPicture(url.pathname), pictures);

/** An empty picture, transparent at any size. */
const EMPTY_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

// Offline, a poster never shown before is in no cache. An empty picture stands in for it rather
// than a failed load: the frame keeps its place and its alt text, and the page logs no error.
setCatchHandler(async ({ request }) =>
  request.destination === 'image' ? new Response(EMPTY_PICTURE, { headers: { 'Content-Type': 'image/svg+xml' } }) : Response.error(),
);

const strategyFor = (url: string): Strategy => (isAsset(url) ? assets : pictures);

/** Fetches the show's files into the runtime caches through their own strategies (one missing does not stop the rest). */
async function keepShowFiles(event: ExtendableMessageEvent) {
  await Promise.all(
    __SHOW_FILES__.map(async (url) => {
      const [response, done] = strategyFor(url).handleAll({ event, request: url });
      await Promise.allSettled([response, done]);
    }),
  );
}

/** Keeps the pictures a page shows, through the pictures' own strategy (from the browser's cache, as a rule). */
async function keepPictures(event: ExtendableMessageEvent, paths: readonly string[]) {
  await Promise.all(
    paths.map(async (url) => {
      const [response, done] = pictures.handleAll({ event, request: url });
      await Promise.allSettled([response, done]);
    }),
  );
}

self.addEventListener('message', (event) => {
  if (isKeepShowOffline(event.data)) event.waitUntil(keepShowFiles(event));
  const paths = picturesToKeep(event.data);
  if (paths) event.waitUntil(keepPictures(event, paths));
});

// A new build takes over at once: the next load is served by it.
void self.skipWaiting();
clientsClaim();
