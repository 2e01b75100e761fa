import { afterLoadAndIdle } from './afterLoad';

/** No file arriving for this long, once loaded and idle: the page's own downloads are over. */
const QUIET_MS = 2000;
/** At the latest this long after that: a page that keeps fetching (the market's price) still gets its turn. */
const LATEST_MS = 15_000;

/**
 * Runs `task` once the page's downloads are quiet: loaded, idle, and no file has arrived for QUIET_MS, so
 * that what the page itself fetches after its load (its later sections, the motion, the scene and
 * its pictures) comes first; LATEST_MS after load and idle at the latest. For work that no visitor
 * waits for and that would compete with the page for the connection and the processor: the offline
 * copy's downloads. The browser reports a file once it has arrived, so a single download longer
 * than the quiet may still be under way when this runs. Started once, with the page: nothing cancels it.
 */
export function afterDownloadsQuiet(task: () => void, quietMs = QUIET_MS, latestMs = LATEST_MS) {
  let over = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  // The quiet and the latest time may both come due: the first runs the task, and ends the watch.
  const run = () => {
    if (over) return;
    over = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
    task();
  };
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(run, quietMs);
  };
  afterLoadAndIdle(() => {
    latest = setTimeout(run, latestMs);
    // Without resource timing the quiet is counted from here alone.
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('resource')) {
      observer = new PerformanceObserver(restartQuiet);
      observer.observe({ type: 'resource' });
    }
    restartQuiet();
  });
}
