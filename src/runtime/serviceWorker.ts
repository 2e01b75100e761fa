import { keepPicturesMessage, keepShowOfflineMessage } from '../lib/offline';
import { afterDownloadsQuiet } from './downloadsQuiet';

/** Where the service worker may run: a production build in a browser that has them. */
const available = () => import.meta.env.PROD && 'serviceWorker' in navigator;

/**
 * Registers the site's service worker (sw/sw.ts, built into /sw.js) once the page's
 * downloads are quiet, so its precache downloads compete neither with the first paint nor with the page's own
 * later downloads. A browser without service workers, or one that refuses (private modes,
 * file://), runs the site online as before; so does a visitor with the data saver on (the offline
 * copy holds every page, more than one visit fetches).
 */
export function registerServiceWorker() {
  if (!available()) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  afterDownloadsQuiet(register);
}

function register() {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
    console.info('Offline copy not available:', error instanceof Error ? error.message : error);
  });
  void navigator.serviceWorker.ready.then(keepShownPictures);
}

/**
 * Asks the active service worker to keep the pictures this page shows now (the companion's, in the
 * shape this screen takes): the shell holds none, so nobody downloads a picture their screen never
 * shows, and those shown before the service worker took over are kept all the same.
 */
function keepShownPictures(registration: ServiceWorkerRegistration) {
  const shown = Array.from(document.images, (img) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc || img.src, window.location.href) : null));
  const paths = shown.filter((url) => url !== null && url.origin === window.location.origin).map((url) => url!.pathname);
  if (paths.length > 0) registration.active?.postMessage(keepPicturesMessage(paths));
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
