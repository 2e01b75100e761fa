/**
 * Calls `done` once the page has been shown for `ms` in all, not counting the time its tab is
 * hidden: a phone's browser sent to the background stops drawing, and whatever the page waits
 * for (a lost WebGL context coming back) cannot come until it is shown again. Returns a cancel.
 */
export function visibleTimeout(ms: number, done: () => void): () => void {
  let left = ms;
  let since: number | null = null;
  let id: number | undefined;
  const run = () => {
    if (since !== null || document.hidden) return;
    since = performance.now();
    id = window.setTimeout(() => {
      stop();
      done();
    }, left);
  };
  const hold = () => {
    if (since === null) return;
    left = Math.max(0, left - (performance.now() - since));
    since = null;
    window.clearTimeout(id);
  };
  const onVisibility = () => (document.hidden ? hold() : run());
  const stop = () => {
    hold();
    document.removeEventListener('visibilitychange', onVisibility);
  };
  document.addEventListener('visibilitychange', onVisibility);
  run();
  return stop;
}

/** Why `inTime` gave up: the work took longer than its limit on screen. */
export class TookTooLong extends Error {}

/**
 * `work`, or a `TookTooLong` failure once the page has been shown for `ms` without it settling:
 * whatever a visitor waits on ends in a result or a message, never in silence.
 */
export function inTime<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = visibleTimeout(ms, () => reject(new TookTooLong(`not done after ${ms} ms on screen`)));
    work.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
