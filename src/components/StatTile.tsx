import { Link } from 'wouter';
import { Icon } from './Icon';
import { Tooltip } from './Tooltip';
import './StatTile.css';

interface StatTileProps {
  label: string;
  value: string;
  hint: string;
  /** Where the figure can be tried out (the meme potential: the meme maker). */
  link?: { href: string; label: string };
}

export function StatTile({ label, value, hint, link }: StatTileProps) {
  return (
    <li className="stat">
      <span className="stat__value">{value}</span>
      <span className="stat__label">
        {label}
        <Tooltip content={hint}>
          <button type="button" className="stat__info" aria-label={`About ${label.toLowerCase()}`}>
            <Icon name="info" size={14} />
          </button>
        </Tooltip>
      </span>
      {link && (
        <Link href={link.href} className="stat__link">
          {link.label}
        </Link>
      )}
    </li>
  );
}
