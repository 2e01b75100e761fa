/** What the stage reads from its address (`?speed=`, `?event=`, `?wake=`), and the address it shows. */
import { useEffect, useState } from 'react';
import { show } from '../../../content/show';
import { links } from '../../../content/token';
import { parseEventText, parseSpeed, wakeLockWanted } from '../lib/showState';

/** `?speed=`, read after hydration so the prerendered page and the first client render agree. */
export function useSpeed(): number {
  const [speed, setSpeed] = useState(1);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSpeed(parseSpeed(new URLSearchParams(window.location.search).get('speed')));
  }, []);
  return speed;
}

/** The event's line: the build's (in the prerendered page), then `?event=` once hydrated. */
export function useEventText(): string | null {
  const [text, setText] = useState(() => parseEventText(show.eventText));
  useEffect(() => {
    const param = new URLSearchParams(window.location.search).get('event');
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (param !== null) setText(parseEventText(param));
  }, []);
  return text;
}

/** `?wake=off` (read once: nothing on screen depends on it until the help opens). */
export const readWakeWanted = () => typeof window === 'undefined' || wakeLockWanted(new URLSearchParams(window.location.search).get('wake'));

/** The configured public URL, or the address this copy is served from. */
export function useSiteUrl(): string | null {
  const [url, setUrl] = useState<string | null>(links.site || null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!links.site) setUrl(`${window.location.origin}/`);
  }, []);
  return url;
}
