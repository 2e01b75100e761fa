import { Link } from 'wouter';
import { ExternalLink } from './ExternalLink';
import { footer } from '../content/footer';
import { paths } from '../content/paths';
import { token } from '../content/token';

export function SiteFooter() {
  return (
    <footer className="footer">
      <div className="footer__brand">
        <span className="footer__ticker">{token.ticker}</span>
        <span>{footer.tagline}</span>
      </div>
      <nav aria-label="Social links">
        <ul className="footer__links">
          {footer.links.map((link) => (
            <li key={link.name}>
              <ExternalLink href={link.url} className="footer__link">
                <span className="footer__glyph" aria-hidden="true">
                  {link.iconText}
                </span>
                {link.name}
              </ExternalLink>
            </li>
          ))}
          <li>
            <Link href={paths.community} className="footer__link">
              {footer.communityLink}
            </Link>
          </li>
          <li>
            <Link href={paths.memes} className="footer__link">
              {footer.memesLink}
            </Link>
          </li>
        </ul>
      </nav>
      <p className="footer__disclaimer">{footer.disclaimer}</p>
      <p className="footer__copyright">{footer.copyright}</p>
    </footer>
  );
}
