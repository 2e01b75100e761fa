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
