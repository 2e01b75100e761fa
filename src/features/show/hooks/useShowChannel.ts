import { useCallback, useEffect, useRef } from 'react';
import { parseShowMessage, SHOW_CHANNEL, type ShowMessage } from '../lib/showLink';

/**
 * One end of the show's same-origin channel (the /stage window and its
 * presenter console): hears only messages that pass the checks (and may
 * reply), says
 * `announce()` on opening and every `everyMs`, and returns a function to
 * post. A browser without BroadcastChannel gets a channel that says nothing.
 */
export function useShowChannel(onMessage: (message: ShowMessage, reply: (message: ShowMessage) => void) => void, announce: () => ShowMessage | null, everyMs: number) {
  const channel = useRef<BroadcastChannel | null>(null);
  const handlers = useRef({ onMessage, announce });
  useEffect(() => {
    handlers.current = { onMessage, announce };
  });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(SHOW_CHANNEL);
    channel.current = ch;
    ch.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseShowMessage(event.data);
      if (message) handlers.current.onMessage(message, (answer) => ch.postMessage(answer));
    };
    const say = () => {
      const message = handlers.current.announce();
      if (message) ch.postMessage(message);
    };
    say();
    const id = window.setInterval(say, everyMs);
    return () => {
      window.clearInterval(id);
      channel.current = null;
      ch.close();
    };
  }, [everyMs]);

  return useCallback((message: ShowMessage) => channel.current?.postMessage(message), []);
}
