import { useEffect, useState, type ComponentType } from 'react';
import { Counter } from '../components/Counter';
import { Icon } from '../components/Icon';
import { MarketFrame, MarketSkeleton } from '../components/MarketFrame';
import { HomeSection } from '../components/HomeSection';
import { market } from '../content/token';
import { marketStrip, tokenomics } from '../content/tokenomics';
import './Tokenomics.css';

/**
 * The live strip's chunk (TanStack Query and all) is fetched in the browser
 * after hydration; prerendering and the first client render both show the
 * skeleton, in the strip's own frame, so they agree and nothing shifts.
 */
function MarketSlot({ endpoint }: { endpoint: string }) {
  const [Strip, setStrip] = useState<ComponentType<{ endpoint: string }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    import('./MarketStrip')
      .then((m) => alive && setStrip(() => m.default))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);
  if (failed) return <MarketFrame state="unavailable" status={marketStrip.unavailable} />;
  return Strip ? <Strip endpoint={endpoint} /> : <MarketSkeleton />;
}

export function Tokenomics() {
  return (
    <HomeSection id="tokenomics" heading={tokenomics.heading} intro={tokenomics.intro}>
      <ul className="counters">
        {tokenomics.counters.map((c) => (
          <li key={c.id} className="counter-card" data-counter={c.id}>
            <Counter target={c.target} prefix={c.prefix} suffix={c.suffix} />
            <span className="counter-card__label">{c.label}</span>
            <span className="counter-card__note">{c.note}</span>
          </li>
        ))}
      </ul>
      {/* Opt-in: rendered only when a market endpoint is configured. */}
      {market.endpoint && <MarketSlot endpoint={market.endpoint} />}
      <ul className="claims" aria-label="Token guarantees">
        {tokenomics.claims.map((claim) => (
          <li key={claim.title} className="claim">
            <Icon name="check" size={20} />
            <span>
              <strong>{claim.title}</strong> {claim.body}
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
