import { show } from '../../../content/show';
import { token } from '../../../content/token';
import './ShowTop.css';

/**
 * The top bar: the ticker symbol, the event's own line if it has one (as
 * text: whatever markup it holds shows literally) and the on-air light.
 */
export function ShowTop({ paused, event }: { paused: boolean; event: string | null }) {
  return (
    <header className="show__top">
      <p className="show__brand">
        <span className="brand__mark" aria-hidden="true">
          C
        </span>
        <span className="show__ticker-symbol">{token.ticker}</span>
      </p>
      {event && <p className="show__event">{event}</p>}
      <p className="show__onair">
        <span className="show__dot" aria-hidden="true" />
        {paused ? show.paused : show.onAir}
      </p>
    </header>
  );
}
