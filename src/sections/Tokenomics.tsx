import { Counter } from '../components/Counter';
import { Icon } from '../components/Icon';
import { tokenomics } from '../content/tokenomics';

export function Tokenomics() {
  return (
    <section id="tokenomics" className="section tokenomics" aria-labelledby="tokenomics-title">
      <div className="section__head">
        <h2 id="tokenomics-title">{tokenomics.heading}</h2>
        <p className="section__intro">{tokenomics.intro}</p>
      </div>
      <ul className="counters">
        {tokenomics.counters.map((c) => (
          <li key={c.id} className="counter-card" data-counter={c.id}>
            <Counter target={c.target} prefix={c.prefix} suffix={c.suffix} />
            <span className="counter-card__label">{c.label}</span>
            <span className="counter-card__note">{c.note}</span>
          </li>
        ))}
      </ul>
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
    </section>
  );
}
