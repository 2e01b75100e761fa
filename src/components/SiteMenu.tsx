import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { nav } from '../content/meta';
import { paths, sectionLink } from '../content/paths';
import './SiteMenu.css';

const hide = (panel: HTMLElement | null) => {
  if (panel?.matches(':popover-open')) panel.hidePopover();
};

/**
 * The narrow screens' way to every part of the site: a button and its list of links, as the
 * browser's own popover (`popovertarget`). It works from the first paint, before the app has
 * started and without JavaScript: the browser opens and closes it, tells assistive technology
 * whether it is expanded, closes it on Escape (handing focus back to the button) and on a tap
 * elsewhere. The app adds what the browser cannot: a chosen link, or a navigation by history,
 * closes it too.
 */
export function SiteMenu() {
  const [location] = useLocation();
  const panelId = useId();
  const panel = useRef<HTMLUListElement>(null);
  const shown = useRef(location);

  // Closed after a navigation by history. Not when the app starts: a menu opened before then stays open.
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    hide(panel.current);
  }, [location]);

  const close = () => hide(panel.current);
  return (
    <div className="site-menu">
      <button type="button" className="site-menu__button" popoverTarget={panelId} aria-controls={panelId}>
        <span className="site-menu__icon" aria-hidden="true" />
        <span className="site-menu__label">{nav.menu}</span>
      </button>
      <ul ref={panel} id={panelId} className="site-menu__panel" popover="auto">
        {nav.sections.map((item) => (
          <li key={item.id}>
            <a href={sectionLink(item.id)} onClick={close}>
              {item.label}
            </a>
          </li>
        ))}
        <li>
          <Link href={paths.community} onClick={close}>
            {nav.community}
          </Link>
        </li>
        <li>
          <Link href={paths.memes} onClick={close}>
            {nav.memes}
          </Link>
        </li>
      </ul>
    </div>
  );
}
