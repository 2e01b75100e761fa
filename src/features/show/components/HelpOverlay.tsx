import { useEffect, useRef } from 'react';
import { show } from '../../../content/show';
import type { ReloadLog } from '../../../lib/recovery';
import type { WakeLockStatus } from '../hooks/useWakeLock';
import './HelpOverlay.css';

/** The presenter's cheat sheet (H or ?). Focus moves in, so screen readers read it. */
export function HelpOverlay({ wake, reloads, onClose }: { wake: WakeLockStatus; reloads: ReloadLog; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="show-help" role="dialog" aria-modal="true" aria-labelledby="show-help-title" tabIndex={-1} ref={ref}>
      <div className="show-help__panel">
        <h2 id="show-help-title">{show.helpTitle}</h2>
        <dl>
          {show.keys.map((k) => (
            <div key={k.does}>
              <dt>
                {k.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </dt>
              <dd>{k.does}</dd>
            </div>
          ))}
        </dl>
        <p className="show-help__status">{show.helpConsole}</p>
        <p className="show-help__status" data-wake={wake}>
          {show.wake[wake]}
        </p>
        <p className="show-help__status" data-reloads={reloads.count}>
          {show.reloads(reloads.count, reloads.lastReason)}
        </p>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {show.helpClose}
        </button>
      </div>
    </div>
  );
}
