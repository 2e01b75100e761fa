import { useEffect, useState } from 'react';

/** The time (ms since the epoch), updated every `everyMs`; 0 until mounted, so prerendering shows no clock. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}
