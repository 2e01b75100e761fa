import { Link } from 'wouter';
import { nav } from '../content/meta';
import { paths, sectionLink } from '../content/paths';
import { links, token } from '../content/token';
import { ExternalLink } from './ExternalLink';
import { ModeSwitch } from './ModeSwitch';
import { SiteMenu } from './SiteMenu';
import './SiteHeader.css';

export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {nav.skip}
      </a>
      <Link href={paths.home} className="brand" aria-label={nav.home}>
        <span className="brand__mark" aria-hidden="true">
          C
        </span>
        <span className="brand__text">{token.ticker}</span>
      </Link>
      <nav aria-label="Main" className="site-nav">
        <ul>
          {nav.sections.map((item) => (
            <li key={item.id} className="site-nav__section">
              <a href={sectionLink(item.id)}>{item.label}</a>
            </li>
          ))}
          <li className="site-nav__community">
            <Link href={paths.community}>{nav.community}</Link>
          </li>
          <li className="site-nav__community">
            <Link href={paths.memes}>{nav.memes}</Link>
          </li>
          <li>
            <ModeSwitch />
          </li>
          <li>
            <ExternalLink href={links.buy} className="button button--primary button--small">
              {nav.buy}
            </ExternalLink>
          </li>
          <li>
            <SiteMenu />
          </li>
        </ul>
      </nav>
    </header>
  );
}
