import { Link } from 'wouter';
import { Icon } from '../components/Icon';
import { features } from '../content/home';
import { paths } from '../content/paths';
import '../styles/cards.css';
import './Features.css';

export function Features() {
  return (
    <section id="features" className="section features" aria-labelledby="features-title">
      <div className="section__head">
        <h2 id="features-title">{features.heading}</h2>
        <p className="section__intro">{features.intro}</p>
      </div>
      <ul className="card-grid card-grid--three">
        {features.cards.map((card) => (
          <li key={card.title} className="card card--feature">
            <span className="card__icon">
              <Icon name={card.icon} size={28} />
            </span>
            <h3>{card.title}</h3>
            <p>{card.body}</p>
          </li>
        ))}
      </ul>
      <Link href={paths.community} className="button button--primary features__cta">
        {features.cta}
        <Icon name="arrow" size={18} />
      </Link>
    </section>
  );
}
