import { useCallback, useMemo, useState } from 'react';
import { hearWindow, liveWindows, pickWindow, type HeardWindows, type LinkAction, type StateMessage } from '../lib/showLink';
import { useShowChannel } from './useShowChannel';

/** How often the console asks who is there (an audience window opened after it answers at once). */
const HELLO_MS = 2000;

export interface AudienceLink {
  /** The audience windows heard from lately, the most recently opened first. */
  windows: StateMessage[];
  /** The window the console drives (the presenter's choice, else the newest); null while none is heard. */
  audience: StateMessage | null;
  /** Drive the window with this id from now on (while it is there). */
  choose: (id: string) => void;
  /** Sends an action to the driven window only. */
  send: (action: LinkAction) => void;
}

/** The console side of the link to the /stage windows (see useConsoleLink). */
export function useAudienceLink(now: number): AudienceLink {
  const [heard, setHeard] = useState<HeardWindows>({});
  const [chosen, setChosen] = useState<string | null>(null);
  const post = useShowChannel(
    (message) => {
      if (message.type === 'state') setHeard((h) => hearWindow(h, message, Date.now()));
    },
    () => ({ type: 'hello' }),
    HELLO_MS,
  );
  const windows = useMemo(() => liveWindows(heard, now), [heard, now]);
  const audience = pickWindow(windows, chosen);
  const to = audience?.id;
  const send = useCallback((action: LinkAction) => to && post({ type: 'action', to, action }), [post, to]);
  return { windows, audience, choose: setChosen, send };
}
