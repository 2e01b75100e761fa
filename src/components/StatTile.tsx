import { Icon } from './Icon';
import { Tooltip } from './Tooltip';
import './StatTile.css';

export function StatTile({ label, value, hint }: { label: string; value: string; hint: string }) {
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
    </li>
  );
}
