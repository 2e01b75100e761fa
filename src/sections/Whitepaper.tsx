import { Icon } from '../components/Icon';
import { HomeSection } from '../components/HomeSection';
import { whitepaper } from '../content/whitepaper';
import './Whitepaper.css';

export function Whitepaper() {
  return (
    <HomeSection
      id="whitepaper"
      heading={whitepaper.heading}
      intro={
        <>
          <strong>{whitepaper.title}</strong>: {whitepaper.subtitle}.
        </>
      }
    >
      <ol className="chapters">
        {whitepaper.chapters.map((chapter) => (
          <li key={chapter.heading} className="chapter">
            <h3>{chapter.heading}</h3>
            <p>{chapter.body}</p>
          </li>
        ))}
      </ol>
      <a className="button button--primary" href={`/${whitepaper.fileName}`} download={whitepaper.fileName}>
        <Icon name="arrow" size={18} />
        {whitepaper.downloadLabel}
      </a>
    </HomeSection>
  );
}
