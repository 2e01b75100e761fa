import { show } from '../../../content/show';
import { token } from '../../../content/token';
import './TickerBar.css';

/** The ticker bar: the symbol holds still, the token's facts run past; and the presenter's hint. */
export function TickerBar() {
  return (
    <>
      <div className="show__ticker">
        <span className="show__ticker-symbol">{token.ticker}</span>
        <div className="show__marquee">
          <div className="show__marquee-track">
            {[0, 1].map((copy) => (
              // The second copy makes the loop seamless; screen readers hear the facts once.
              <span key={copy} aria-hidden={copy === 1 || undefined}>
                {show.ticker.map((item) => (
                  <span key={item} className="show__ticker-item">
                    {item}
                  </span>
                ))}
              </span>
            ))}
          </div>
        </div>
      </div>
      <p className="show__hint">{show.helpHint}</p>
    </>
  );
}
