import { Link } from 'wouter';
import { ExternalLink } from '../components/ExternalLink';
import { Icon } from '../components/Icon';
import { SectionHeader } from '../components/SectionHeader';
import { community } from '../content/community';
import { paths } from '../content/paths';
import '../styles/cards.css';
import './Community.css';

export default function Community() {
  return (
    <main id="main" tabIndex={-1} className="page community">
      <SectionHeader level={1} heading={community.heading} intro={community.intro} />
      <ul className="card-grid card-grid--three">
        {community.links.map((link) => (
          <li key={link.name} className="card community-card" style={{ borderTopColor: link.colour }}>
            <span className="card__icon" style={{ color: link.colour }}>
              <Icon name={link.icon} size={28} />
            </span>
            <h2>{link.name}</h2>
            <p>{link.description}</p>
            <ExternalLink href={link.url} className="button button--primary">
              {community.joinLabel}
              <span className="sr-only">: {link.name}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
      <aside className="community-memes" aria-labelledby="community-memes-title">
        <h2 id="community-memes-title">{community.memes.heading}</h2>
        <p>{community.memes.body}</p>
        <Link href={paths.memes} className="button button--primary">
          {community.memes.link}
          <Icon name="arrow" size={18} />
        </Link>
      </aside>
      <Link href={paths.home} className="button button--ghost back-link">
        <Icon name="back" size={18} />
        {community.backLabel}
      </Link>
    </main>
  );
}
