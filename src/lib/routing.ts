/**
 * Which route a path is, as static hosts serve files: an exact,
 * case-sensitive match (`/Community` is not `/community`), the same with one
 * trailing slash (the address of the route's folder, where GitHub Pages and
 * Cloudflare Pages send `/community`, and the service worker serves its page),
 * or the route's own prerendered file (`/index.html` is the home page, as
 * every host serves it), else the catch-all. The site's own links keep the
 * address without the slash.
 */
export function findRoute<R extends { path: string | null; file?: string }>(routes: readonly R[], pathname: string): R {
  const exact = routes.find(
    (r) => r.path !== null && (r.path === pathname || (!r.path.endsWith('/') && `${r.path}/` === pathname) || `/${r.file}` === pathname),
  );
  if (exact) return exact;
  const fallback = routes.find((r) => r.path === null);
  if (!fallback) throw new Error('the route table has no catch-all route');
  return fallback;
}

/**
 * The element id a location hash points at, or '' when there is none. A
 * hash that is not valid percent-encoding (`#%`, `#50%off`) is taken as it
 * stands: an address never throws.
 */
export function hashTarget(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
