import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { ShowAction, ShowState } from '../lib/show';
import type { StateMessage } from '../lib/showLink';
import { useShowChannel } from './useShowChannel';

/** The audience window's heartbeat: a console that hears nothing for a while says none is open. */
const HEARTBEAT_MS = 1000;

/**
 * The audience side of the presenter console (/stage/console, another
 * window of the same browser): tells the channel its state on every change,
 * on a console's hello and each second, and does the actions a console sends.
 * Same origin only, by BroadcastChannel's nature; a browser without it runs
 * the show alone.
 */
export function useConsoleLink(state: ShowState, dispatch: Dispatch<ShowAction>) {
  const [startedAt] = useState(() => Date.now());
  const latest = useRef<StateMessage>({ type: 'state', state, startedAt });
  const post = useShowChannel(
    (message, reply) => {
      if (message.type === 'hello') reply(latest.current);
      else if (message.type === 'action') dispatch(message.action);
    },
    () => latest.current,
    HEARTBEAT_MS,
  );
  useEffect(() => {
    latest.current = { type: 'state', state, startedAt };
    post(latest.current);
  }, [state, startedAt, post]);
}
