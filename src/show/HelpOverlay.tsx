import { useEffect, useRef } from 'react';
import { show } from '../content/show';
import type { WakeLockStatus } from './useWakeLock';
import './HelpOverlay.css';

const wakeText: Record<WakeLockStatus, string> = {
  on: 'Screen kept awake',
  off: 'Screen may sleep: wake lock not granted',
  unsupported: 'Screen may sleep: this browser cannot keep it awake',
};

/** The presenter's cheat sheet (H or ?). Focus moves in, so screen readers read it. */
export function HelpOverlay({ wake, onClose }: { wake: WakeLockStatus; onClose: () => void }) {
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
        <p className="show-help__status">{wakeText[wake]}</p>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {show.helpClose}
        </button>
      </div>
    </div>
  );
}
