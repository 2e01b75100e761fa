import { afterLoadAndIdle } from './afterLoad';

/**
 * Registers the site's service worker (worker/sw.ts, built into /sw.js)
 * once the page has loaded and is idle: its precache downloads never
 * compete with the first paint. A browser without service workers, or one
 * that refuses (private modes, file://), runs the site online as before;
 * so does a visitor with the data saver on (the precache is the whole site).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  afterLoadAndIdle(() => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.info('Offline copy not available:', error instanceof Error ? error.message : error);
    });
  });
}
