import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import './Tooltip.css';

/**
 * An ⓘ button whose short explanation shows when it is pressed (a tap, a click, Enter or Space) and
 * goes on a second press, Escape or a press elsewhere. It is the browser's own popover
 * (`popovertarget`), like the phone menu: it works from the first paint, before the app has started
 * and without JavaScript, and no code arrives later to replace the button a finger is on. The words
 * are the button's description: a screen reader reads them with the button, so opening the bubble,
 * which only shows them to the eye, needs no announcement of its own. A browser without popovers
 * (Safari before 17, Firefox before 125) would show every bubble for good, laid over the figures:
 * there the ⓘ goes and the words are a plain note beside the figure (Tooltip.css).
 */
export function Toggletip({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const id = useId();
  const tip = `${id}-tip`;
  // Each button anchors its own bubble (anchor positioning); elsewhere the browser centres it.
  const anchor = `--tip${id.replace(/[^\w-]/g, '')}`;
  return (
    <>
      <button type="button" className={`toggletip ${className}`} popoverTarget={tip} aria-label={label} aria-describedby={tip} style={{ anchorName: anchor }}>
        <Icon name="info" size={14} />
      </button>
      <span id={tip} className="tooltip toggletip__bubble" popover="auto" style={{ positionAnchor: anchor }}>
        {children}
      </span>
    </>
  );
}
