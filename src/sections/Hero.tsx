import { ContractBox } from '../components/ContractBox';
import { ExternalLink } from '../components/ExternalLink';
import { SceneSlot } from '../components/SceneSlot';
import { Icon } from '../components/Icon';
import { StatTile } from '../components/StatTile';
import { hero } from '../content/home';
import { links, token } from '../content/token';
import './Hero.css';

export function Hero() {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="eyebrow">{hero.eyebrow}</p>
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
        <ContractBox address={token.contractAddress} />
      </div>
      {/* The place the 3D scene takes over; until then, and in lite mode, the still picture. */}
      <SceneSlot kind="hero" className="hero__stage">
        <img src={hero.portrait.file} width={hero.portrait.width} height={hero.portrait.height} alt={hero.portraitAlt} />
      </SceneSlot>
      <ul className="hero__stats" aria-label="Token facts">
        {hero.stats.map((stat) => (
          <StatTile key={stat.label} {...stat} />
        ))}
      </ul>
    </section>
  );
}
