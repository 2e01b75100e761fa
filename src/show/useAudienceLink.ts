import { useCallback, useState } from 'react';
import type { ShowAction } from '../lib/show';
import { AUDIENCE_SILENT_MS, type StateMessage } from '../lib/showLink';
import { useShowChannel } from './useShowChannel';

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
  const [heard, setHeard] = useState<{ message: StateMessage; at: number } | null>(null);
  const post = useShowChannel(
    (message) => {
      if (message.type === 'state') setHeard({ message, at: Date.now() });
    },
    () => ({ type: 'hello' }),
    HELLO_MS,
  );
  const send = useCallback((action: ShowAction) => post({ type: 'action', action }), [post]);
  return { audience: heard?.message ?? null, connected: heard !== null && now - heard.at < AUDIENCE_SILENT_MS, send };
}
