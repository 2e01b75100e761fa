import { useEffect, useRef, type Dispatch } from 'react';
import type { ShowAction, ShowState } from '../lib/show';
import { parseShowMessage, SHOW_CHANNEL, type StateMessage } from '../lib/showLink';

/** The audience window's heartbeat: a console that hears nothing for a while says none is open. */
const HEARTBEAT_MS = 1000;

/**
 * The audience side of the presenter console (/stage/console, another
 * window of the same browser): tells the channel its state on every change,
 * on a console's hello and each second, and does the actions a console sends.
 * Same origin only, by BroadcastChannel's nature; a browser without it runs
 * the show alone.
 */
export function useConsoleLink(state: ShowState, dispatch: Dispatch<ShowAction>, beatMs: number) {
  const latest = useRef<StateMessage | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    const now = Date.now();
    const previous = latest.current;
    const sameBeat = previous?.state.beat === state.beat && previous.state.paused === state.paused && previous.state.blank === state.blank;
    latest.current = { type: 'state', state, startedAt: previous?.startedAt ?? now, beatAt: sameBeat ? previous.beatAt : now, beatMs };
    channel.current?.postMessage(latest.current);
  }, [state, beatMs]);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(SHOW_CHANNEL);
    channel.current = ch;
    const send = () => latest.current && ch.postMessage(latest.current);
    ch.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseShowMessage(event.data);
      if (message?.type === 'hello') send();
      else if (message?.type === 'action') dispatch(message.action);
    };
    send();
    const id = window.setInterval(send, HEARTBEAT_MS);
    return () => {
      window.clearInterval(id);
      channel.current = null;
      ch.close();
    };
  }, [dispatch]);
}
