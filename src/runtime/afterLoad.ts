/**
 * Runs `task` once the page has loaded and the main thread is idle, so lazy
 * chunks never compete with the first paint. Returns a cancel function.
 */
export function afterLoadAndIdle(task: () => void, idleTimeoutMs = 1500): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timeoutId: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout: idleTimeoutMs });
    else timeoutId = window.setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timeoutId !== undefined) window.clearTimeout(timeoutId);
  };
}
