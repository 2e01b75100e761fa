import { useEffect, useState } from 'react';
import { MessagePage } from '../../../components/MessagePage';
import { showRecovery } from '../../../content/showRecovery';
import { scheduleReload } from '../../../runtime/reloads';

/**
 * What an event screen shows if the show itself fails (its chunk did not
 * arrive, or it crashed while rendering): a calm notice, and a reload of
 * its own that resumes at the beat it was on, at most once per five minutes.
 * A browser remembers a failed `import()` for the page's life, so only a
 * reload can bring the show back.
 */
export function ShowRecovery({ reason }: { reason: string }) {
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    const { delay, cancel } = scheduleReload(reason);
    const until = Date.now() + delay;
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => {
      cancel();
      window.clearInterval(id);
    };
  }, [reason]);
  return <MessagePage heading={showRecovery.heading} body={seconds === null ? showRecovery.body : showRecovery.restarting(seconds)} />;
}
