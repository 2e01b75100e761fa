import { HomeSection } from '../components/HomeSection';
import { about } from '../content/home';
import '../styles/cards.css';
import './About.css';

export function About() {
  return (
    <HomeSection id="about" heading={about.heading} intro={about.intro}>
      <ul className="card-grid card-grid--four">
        {about.features.map((feature, i) => (
          <li key={feature.title} className="card">
            <span className="card__index" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
          </li>
        ))}
      </ul>
      <figure className="quote">
        <blockquote>
          <p>{about.quote}</p>
        </blockquote>
        <figcaption>{about.quoteBy}</figcaption>
      </figure>
    </HomeSection>
  );
}
