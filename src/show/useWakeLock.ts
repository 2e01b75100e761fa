import { useEffect, useState } from 'react';

export type WakeLockStatus = 'on' | 'off' | 'unsupported';

/**
 * Keeps the screen awake while the show runs. Browsers release the lock when
 * the tab is hidden, so it is asked for again each time the page is visible.
 */
export function useWakeLock(): WakeLockStatus {
  const [status, setStatus] = useState<WakeLockStatus>('off');
  useEffect(() => {
    if (!('wakeLock' in navigator)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setStatus('unsupported');
      return;
    }
    let sentinel: WakeLockSentinel | null = null;
    let alive = true;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (!alive) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setStatus('on');
        lock.addEventListener('release', () => alive && setStatus('off'));
      } catch (error) {
        // Refused (battery saver, permissions policy): the show runs, the screen may sleep.
        console.info('Screen wake lock refused:', (error as Error).message);
        setStatus('off');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      alive = false;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, []);
  return status;
}
