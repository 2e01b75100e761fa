import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShowAction } from '../lib/show';
import { AUDIENCE_SILENT_MS, parseShowMessage, SHOW_CHANNEL, type StateMessage } from '../lib/showLink';

/** How often the console asks who is there (an audience window opened after it answers at once). */
const HELLO_MS = 2000;

export interface AudienceLink {
  /** The audience window's last state; null until one has spoken. */
  audience: StateMessage | null;
  /** Whether an audience window has been heard from lately. */
  connected: boolean;
  send: (action: ShowAction) => void;
}

/** The console side of the link to the /stage window (see useConsoleLink). */
export function useAudienceLink(now: number): AudienceLink {
  const [audience, setAudience] = useState<StateMessage | null>(null);
  const [heardAt, setHeardAt] = useState<number | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(SHOW_CHANNEL);
    channel.current = ch;
    ch.onmessage = (event: MessageEvent<unknown>) => {
      const message = parseShowMessage(event.data);
      if (message?.type !== 'state') return;
      setAudience(message);
      setHeardAt(Date.now());
    };
    const hello = () => ch.postMessage({ type: 'hello' });
    hello();
    const id = window.setInterval(hello, HELLO_MS);
    return () => {
      window.clearInterval(id);
      channel.current = null;
      ch.close();
    };
  }, []);

  const send = useCallback((action: ShowAction) => channel.current?.postMessage({ type: 'action', action }), []);
  const connected = heardAt !== null && now - heardAt < AUDIENCE_SILENT_MS;
  return { audience, connected, send };
}
