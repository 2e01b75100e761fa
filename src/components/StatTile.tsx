import { Link } from 'wouter';
import { Toggletip } from './Toggletip';
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
        <Toggletip label={`About ${label.toLowerCase()}`} className="stat__info">{hint}</Toggletip>
      </span>
      {link && (
        <Link href={link.href} className="stat__link">
          {link.label}
        </Link>
      )}
    </li>
  );
}
