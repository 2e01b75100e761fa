import { Link } from 'wouter';
import { Icon } from '../components/Icon';
import { HomeSection } from '../components/HomeSection';
import { features } from '../content/home';
import { paths } from '../content/paths';
import '../styles/cards.css';
import './Features.css';

export function Features() {
  return (
    <HomeSection id="features" heading={features.heading} intro={features.intro}>
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
    </HomeSection>
  );
}
