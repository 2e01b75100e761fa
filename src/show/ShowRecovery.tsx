import { useEffect, useState } from 'react';
import { MessagePage } from '../components/MessagePage';
import { show } from '../content/show';
import { scheduleReload } from '../kit/reloads';

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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the wait is known only once scheduled
    setSeconds(Math.ceil(delay / 1000));
    return cancel;
  }, [reason]);
  return <MessagePage heading={show.recovery.heading} body={seconds === null ? show.recovery.body : show.recovery.restarting(seconds)} />;
}
