import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { ShowAction, ShowState } from '../lib/showState';
import type { AudienceIdentity, StateMessage } from '../lib/showLink';
import { audienceIdentity, newIdentity } from './audienceIdentity';
import { useShowChannel } from './useShowChannel';

/** The audience window's heartbeat: a console that hears nothing for a while counts it as gone. */
const HEARTBEAT_MS = 1000;

/**
 * The audience side of the presenter console (/stage/console, another
 * window of the same browser): tells the channel who this window is and its
 * state on every change, on a console's hello and each second, and does the
 * actions a console addresses to this window (and no other's). Same origin
 * only, by BroadcastChannel's nature; a browser without it runs the show alone.
 */
export function useConsoleLink(state: ShowState, dispatch: Dispatch<ShowAction>) {
  const [startedAt] = useState(() => Date.now());
  // Read on first use, in the browser: the prerendered page has no window of its own.
  const identity = useRef<AudienceIdentity | null>(null);
  const me = useCallback(() => (identity.current ??= audienceIdentity()), []);
  const latest = useRef(state);
  const message = useCallback(
    (): StateMessage => ({ type: 'state', ...me(), width: window.innerWidth, height: window.innerHeight, state: latest.current, startedAt }),
    [me, startedAt],
  );
  const post = useShowChannel(
    (m, reply) => {
      if (m.type === 'hello') reply(message());
      else if (m.type === 'action' && m.to === me().id) dispatch(m.action);
      else if (m.type === 'state' && m.id === me().id) {
        // Another window speaks with this one's id: a duplicated tab copies its session storage. Both
        // take a new one, so the console can tell them apart and drive each alone.
        identity.current = newIdentity();
        reply(message());
      }
    },
    message,
    HEARTBEAT_MS,
  );
  useEffect(() => {
    latest.current = state;
    post(message());
  }, [state, post, message]);
}
