import { show } from '../content/show';
import { token } from '../content/token';
import './ShowTop.css';

/** The top bar: the ticker symbol and the on-air light. */
export function ShowTop({ paused }: { paused: boolean }) {
  return (
    <header className="show__top">
      <p className="show__brand">
        <span className="brand__mark" aria-hidden="true">
          C
        </span>
        <span className="show__ticker-symbol">{token.ticker}</span>
      </p>
      <p className="show__onair">
        <span className="show__dot" aria-hidden="true" />
        {paused ? show.paused : show.onAir}
      </p>
    </header>
  );
}
