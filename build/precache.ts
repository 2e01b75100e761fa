import { createHash } from 'node:crypto';

/** What the service worker precaches: every route's page, script, stylesheet, font, poster and the whitepaper. */
const PRECACHED = /\.(html|js|css|woff2|webp|png|svg|pdf)$/;
/**
 * Not needed offline: share images are fetched by networks' servers, host rules by hosts. The 404
 * page neither: some hosts answer /404.html with status 404, which fails a whole install; offline,
 * the home page's scripts render the 404 view instead.
 */
const LEFT_OUT = new Set(['og-image.png', 'sw.js', '_headers', 'robots.txt', '404.html']);

export interface PrecacheEntry {
  url: string;
  /** Null where the name already carries a content hash (Vite's assets/). */
  revision: string | null;
}

/**
 * The precache manifest for a build folder's files (paths relative to it,
 * with their bytes): Workbox fetches each entry at install and refetches it
 * when its revision changes, so a new deploy replaces exactly what changed.
 */
export function precacheManifest(files: readonly { path: string; bytes: Uint8Array }[]): PrecacheEntry[] {
  return files
    .filter((f) => PRECACHED.test(f.path) && !LEFT_OUT.has(f.path))
    .map((f) => ({
      url: `/${f.path}`,
      revision: f.path.startsWith('assets/') ? null : createHash('sha256').update(f.bytes).digest('hex').slice(0, 16),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}
