/**
 * Which route a path is: an exact, case-sensitive match, as static hosts
 * serve files (`/Community` is not `/community`), else the catch-all.
 */
export function findRoute<R extends { path: string | null }>(routes: readonly R[], pathname: string): R {
  const exact = routes.find((r) => r.path === pathname);
  if (exact) return exact;
  const fallback = routes.find((r) => r.path === null);
  if (!fallback) throw new Error('the route table has no catch-all route');
  return fallback;
}
