import { ContractBox } from '../components/ContractBox';
import { ExternalLink } from '../components/ExternalLink';
import { Icon } from '../components/Icon';
import { StatTile } from '../components/StatTile';
import { hero } from '../content/home';
import { links, token } from '../content/token';
import './Hero.css';

export function Hero() {
  return (
    <section id="hero" className="hero" data-act="hero" aria-labelledby="hero-title">
      <p className="eyebrow hero__eyebrow">{hero.eyebrow}</p>
      <h1 id="hero-title" className="hero__title">
        {hero.title}
        <span className="hero__name">{hero.name}</span>
      </h1>
      <p className="hero__tagline">{hero.tagline}</p>
      <div className="hero__actions">
        <ExternalLink className="button button--primary" href={links.buy}>
          {hero.buyLabel}
          <Icon name="arrow" size={18} />
        </ExternalLink>
        <ExternalLink className="button button--ghost" href={links.chat}>
          <Icon name="chat" size={18} />
          {hero.chatLabel}
        </ExternalLink>
      </div>
      <div className="hero__contract">
        <ContractBox address={token.contractAddress} />
      </div>
      <ul className="hero__stats" aria-label="Token facts">
        {hero.stats.map((stat) => (
          <StatTile key={stat.label} {...stat} />
        ))}
      </ul>
    </section>
  );
}
