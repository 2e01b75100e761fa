/**
 * The one message between the pages and the service worker (sw/sw.ts): the show on /stage asks
 * for its own files to be kept offline (the scene, its worker, the ministers' posters), which the
 * shell every visitor gets leaves out.
 */
export const keepShowOfflineMessage = { type: 'chipc:keep-show-offline' } as const;

/** Whether a message the service worker got is that request (anything else, however malformed, is not). */
export function isKeepShowOffline(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === keepShowOfflineMessage.type;
}

/** The most pictures one request names (a page shows a handful). */
const KEEP_MAX = 24;
const PICTURE_PATH = /^\/posters\/[a-z0-9-]+\.webp$/;

/**
 * Any page, once the service worker is active, asks it to keep the pictures it shows: on the first
 * visit they arrived before the service worker, and which shape of a picture a screen takes (a
 * phone's band, a wide screen's column) only the page knows. Served from the browser's cache, they
 * cost no second download.
 */
export const keepPicturesMessage = (paths: readonly string[]) => ({ type: 'chipc:keep-pictures', paths: paths.filter((p) => PICTURE_PATH.test(p)).slice(0, KEEP_MAX) }) as const;

/** The site's picture paths that message names, checked one by one; null for any other message. */
export function picturesToKeep(data: unknown): string[] | null {
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'chipc:keep-pictures') return null;
  const paths = (data as { paths?: unknown }).paths;
  if (!Array.isArray(paths)) return null;
  return paths.filter((p): p is string => typeof p === 'string' && PICTURE_PATH.test(p)).slice(0, KEEP_MAX);
}
