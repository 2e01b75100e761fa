import { useEffect, useState } from 'react';
import type { ClipFormat } from '../../../content/clipRules';

/**
 * The video format this browser encodes (MP4 first), null when none (GIF only), undefined while
 * asking. Asked of WebCodecs, with the very configuration the clip is encoded with (clip/videoConfig),
 * once the clip maker comes `near`: the answer takes the page's thread a long task on some devices
 * (23 ms here, unthrottled) that a page still loading can do without, and its code (part of
 * mediabunny) loads only then. A browser with no encoder at all is answered at once.
 */
export function useVideoFormat(near: boolean): ClipFormat | null | undefined {
  const [format, setFormat] = useState<ClipFormat | null | undefined>(undefined);
  useEffect(() => {
    const encodes = typeof VideoEncoder === 'function';
    if (encodes && !near) return;
    let on = true;
    const ask = async () => (encodes ? (await import('../clip/videoConfig')).firstVideoFormat().catch(() => null) : null);
    void ask().then((found) => on && setFormat(found));
    return () => {
      on = false;
    };
  }, [near]);
  return format;
}
