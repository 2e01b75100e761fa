import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { nav } from '../content/meta';
import { paths, sectionLink } from '../content/paths';
import './SiteMenu.css';

/**
 * The narrow screens' way to every part of the site: a disclosure button and
 * its list of links. Escape closes it and hands focus back to the button; a
 * chosen link, a navigation or a click elsewhere closes it too.
 */
export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // Closed again after any navigation, by link or by history.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(false);
  }, [location]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div className="site-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="site-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="site-menu__icon" aria-hidden="true" />
        <span className="site-menu__label">{nav.menu}</span>
      </button>
      <ul id={panelId} className="site-menu__panel" hidden={!open}>
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
      </ul>
    </div>
  );
}
