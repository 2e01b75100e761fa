import { keepShowOfflineMessage } from '../lib/offline';
import { afterLoadAndIdle } from './afterLoad';

/** Where the service worker may run: a production build in a browser that has them. */
const available = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * Registers the site's service worker (worker/sw.ts, built into /sw.js)
 * once the page has loaded and is idle: its precache downloads never
 * compete with the first paint. A browser without service workers, or one
 * that refuses (private modes, file://), runs the site online as before;
 * so does a visitor with the data saver on (the offline copy holds every
 * page, more than one visit fetches).
 */
export function registerServiceWorker() {
  if (!available()) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  afterLoadAndIdle(() => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.info('Offline copy not available:', error instanceof Error ? error.message : error);
    });
  });
}

/**
 * Asks the service worker to keep what the show needs offline beyond every page's shell (the scene
 * with its worker, for full mode; the ministers' posters), once it is active: on the first visit
 * that is after it has installed. Without one (none registered, or refused) nothing happens.
 */
export function keepShowOffline() {
  if (!available()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(keepShowOfflineMessage));
}
