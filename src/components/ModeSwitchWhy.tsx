import { useId } from 'react';
import { modeSwitch } from '../content/meta';
import { Icon } from './Icon';
import './ModeSwitchWhy.css';

/**
 * The 3D stage switch's reason as an ⓘ to tap, for touch screens, which get no hover hint
 * (ModeSwitch loads it there, once the page is idle). The browser's own popover, as a Toggletip is;
 * not that component itself, which the home page's chunk holds: importing it here would split it
 * into a chunk of its own, one more script and stylesheet in every home page's first round trip.
 */
export default function ModeSwitchWhy({ hint }: { hint: string }) {
  const id = useId();
  const tip = `${id}-why`;
  const anchor = `--why${id.replace(/[^\w-]/g, '')}`;
  return (
    <>
      <button type="button" className="mode-switch__info" popoverTarget={tip} aria-label={modeSwitch.about} aria-describedby={tip} style={{ anchorName: anchor }}>
        <Icon name="info" size={14} />
      </button>
      <span id={tip} className="tooltip mode-switch__why" popover="auto" style={{ positionAnchor: anchor }}>
        {hint}
      </span>
    </>
  );
}
