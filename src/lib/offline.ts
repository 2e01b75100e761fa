/**
 * The one message between the pages and the service worker (worker/sw.ts): the show on /stage asks
 * for its own files to be kept offline (the scene, its worker, the ministers' posters), which the
 * shell every visitor gets leaves out.
 */
export const keepShowOfflineMessage = { type: 'chipc:keep-show-offline' } as const;

/** Whether a message the service worker got is that request (anything else, however malformed, is not). */
export function isKeepShowOffline(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === keepShowOfflineMessage.type;
}
