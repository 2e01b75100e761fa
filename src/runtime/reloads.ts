import { logReload, parseReloadLog, RELOAD_GAP_MS, reloadDelay, type ReloadLog } from '../lib/recovery';
import { readStorage, writeStorage } from './storage';

/** Kept per tab: a reload keeps it, a new tab starts clean. */
const LOG_KEY = 'chipc-reloads';

const session = () => sessionStorage;

/** The reloads the page has done by itself in this tab, and the last reason. */
export const readReloadLog = (): ReloadLog => parseReloadLog(readStorage(session, LOG_KEY));

/** Whether the log can be kept across a reload at all (storage blocked on some kiosks, or full). */
const canLog = () => writeStorage(session, LOG_KEY, JSON.stringify(readReloadLog()));

/**
 * How long until a reload is allowed. Without a log that survives the reload,
 * every page would look like the first: then the page itself must have been
 * up for the whole gap, so a fault that survives reloads cannot loop.
 */
function waitBeforeReload(): number {
  if (!canLog()) return Math.max(0, RELOAD_GAP_MS - performance.now());
  return reloadDelay(readReloadLog(), Date.now());
}

function reload(reason: string) {
  // Storage switched off or full: the reload still happens, without its history.
  writeStorage(session, LOG_KEY, JSON.stringify(logReload(readReloadLog(), reason, Date.now())));
  window.location.reload();
}

/**
 * Reloads the page for `reason` as soon as the once-per-five-minutes rule
 * allows, logging it first. Returns the wait (ms) and a cancel function.
 */
export function scheduleReload(reason: string): { delay: number; cancel: () => void } {
  const delay = waitBeforeReload();
  const id = window.setTimeout(() => reload(reason), delay);
  return { delay, cancel: () => window.clearTimeout(id) };
}

/** Reloads at once if the rule allows; false if a reload happened too recently. */
export function reloadIfAllowed(reason: string): boolean {
  if (waitBeforeReload() > 0) return false;
  reload(reason);
  return true;
}

/** Failures Vite reported for a chunk it loads by import(): its script, or a stylesheet of it, did not arrive. */
const reportedByVite = new WeakSet<Error>();

/**
 * Notes each chunk failure Vite reports (`vite:preloadError`), so that `isChunkFailure` knows it
 * whatever its wording: a stylesheet that did not arrive ("Unable to preload CSS for …") is one no
 * browser names. The event is not cancelled: Vite would then resolve the import with nothing (or
 * carry on without the stylesheet) instead of rejecting it, and each caller's fallback needs the
 * rejection: a page's reload, the scene's posters, the motion's static page.
 */
export function watchChunkFailures() {
  window.addEventListener('vite:preloadError', (event) => {
    if (!(event.payload instanceof Error)) return;
    reportedByVite.add(event.payload);
    // A stylesheet link that failed stays in the head, and Vite takes any link with that address
    // for one already loaded: the next import of the page would come without its styles. Gone,
    // the next import adds it again and the browser asks for it afresh.
    const css = failedStylesheet(event.payload);
    if (css) for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (link.href === css && !link.sheet) link.remove();
  });
}

/** The address of the stylesheet whose failure Vite reports in `error`, if that is what failed. */
export const failedStylesheet = (error: Error): string | undefined => /^Unable to preload CSS for (.+)$/.exec(error.message)?.[1];

/** An import() that failed to fetch its chunk or its stylesheet (each browser words the first its own way). */
export function isChunkFailure(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  return reportedByVite.has(error) || /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message);
}
