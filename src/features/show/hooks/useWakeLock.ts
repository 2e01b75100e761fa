import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the screen is kept awake, and if not, why. */
export type WakeLockStatus = 'on' | 'refused' | 'released' | 'insecure' | 'unsupported' | 'switched-off';

/** Waits before asking again after a refusal or a release: doubling from 2 s, at most a minute. */
const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 60_000;
/** A lock held this long counts as working again: the back-off starts over. */
const SETTLED_MS = 60_000;

export interface WakeLock {
  status: WakeLockStatus;
  /** Presenter input: ask again now if the lock is not held (a user gesture often turns a refusal round). */
  poke: () => void;
}

/**
 * Keeps the screen awake while the show runs. Browsers release the lock when
 * the tab is hidden, and systems may release it or refuse it at any time
 * (battery saver): it is asked for again when the page is shown, after a
 * release or refusal (with back-off), and on presenter input. `wanted` false
 * (`?wake=off`) asks for nothing.
 */
export function useWakeLock(wanted: boolean): WakeLock {
  const [status, setStatus] = useState<WakeLockStatus>('refused');
  const requestRef = useRef<() => void>(() => {});

  useEffect(() => {
    /* eslint-disable react-hooks/set-state-in-effect -- the browser's answer, known only here */
    if (!wanted) return setStatus('switched-off');
    if (!window.isSecureContext) return setStatus('insecure');
    if (!('wakeLock' in navigator)) return setStatus('unsupported');
    /* eslint-enable react-hooks/set-state-in-effect */
    let sentinel: WakeLockSentinel | null = null;
    let alive = true;
    let pending = false;
    let retryMs = FIRST_RETRY_MS;
    let retryId: number | undefined;

    const retryLater = () => {
      window.clearTimeout(retryId);
      retryId = window.setTimeout(request, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };
    async function request() {
      window.clearTimeout(retryId);
      if (!alive || pending || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      pending = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!alive) {
          void lock.release();
          return;
        }
        sentinel = lock;
        const grantedAt = Date.now();
        setStatus('on');
        lock.addEventListener('release', () => {
          if (!alive) return;
          // A system that grants and at once takes back (some battery savers) keeps the back-off growing.
          if (Date.now() - grantedAt >= SETTLED_MS) retryMs = FIRST_RETRY_MS;
          setStatus('released');
          // Hidden: asked again when shown. Still visible: the system took it back; ask again soon.
          if (document.visibilityState === 'visible') retryLater();
        });
      } catch (error) {
        // Refused (battery saver, permissions policy): the show runs, the screen may sleep.
        console.info('Screen wake lock refused:', (error as Error).message);
        if (alive) {
          setStatus('refused');
          retryLater();
        }
      } finally {
        pending = false;
      }
    }
    requestRef.current = () => void request();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      requestRef.current = () => {};
      window.clearTimeout(retryId);
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [wanted]);

  const poke = useCallback(() => requestRef.current(), []);
  return { status, poke };
}
