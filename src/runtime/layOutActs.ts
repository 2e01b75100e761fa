import { afterLoadAndIdle } from './afterLoad';
import { contentOnItsWay } from './contentOnItsWay';
import { hydration } from './hydration';

/**
 * The acts below the first screen not laid out yet: they skip rendering until near (content-visibility,
 * in Act.css). One with focus inside is drawn whole while it has it, yet still counts here: its height
 * is real only for as long as the focus stays.
 */
const SKIPPED = ':root:not([data-laid-out]) :is(.act, main > [data-act="cabinet"]):not([data-laid-out])';

/**
 * Every act laid out now: before an in-page link scrolls to one of them, since an act not yet
 * shown has only an estimated height, and a scroll measured over estimates lands elsewhere.
 */
export function layOutAllActs() {
  document.documentElement.dataset.laidOut = '';
}

/**
 * Resolves once no act is left with an estimated height (at once on a page without acts): the 3D
 * scene waits for it, since it places the Chancellor by every slot's real place, and reading a
 * slot in an act not laid out would lay that act out in the middle of a task.
 *
 * The document itself is watched, not whoever lays the acts out: an act marked laid out, and an
 * act gone with its page (a visitor who left `/` before they were all laid out), settle it alike.
 * The watch lasts only while acts wait, and each report costs one query.
 */
export function actsLaidOut(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => check());
    const check = () => {
      if (document.querySelector(SKIPPED)) return false;
      observer.disconnect();
      resolve();
      return true;
    };
    if (check()) return;
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-laid-out'] });
  });
}

const isInPageLink = (target: EventTarget | null) => {
  const link = target instanceof Element ? target.closest('a[href*="#"]') : null;
  if (!(link instanceof HTMLAnchorElement)) return false;
  return link.pathname === window.location.pathname && link.hash.length > 1;
};

/**
 * Once the page has React behind every part and is idle after load, lays out each act below the
 * first screen in turn, one per idle moment (a task each, never one long one), so their real
 * heights replace the estimates; acts whose sections arrive later, as they come. Until then an
 * in-page link lays them all out before it scrolls. Returns the cancel.
 */
export function layOutActsWhenIdle(): () => void {
  let cancelIdle = () => {};
  const onClick = (event: MouseEvent) => isInPageLink(event.target) && layOutAllActs();
  document.addEventListener('click', onClick, true);
  const stop = () => {
    cancelIdle();
    unsubscribe();
    document.removeEventListener('click', onClick, true);
  };
  const next = () => {
    if (document.documentElement.dataset.laidOut !== undefined) return stop();
    const act = document.querySelector<HTMLElement>(SKIPPED);
    if (act) {
      act.dataset.laidOut = '';
      cancelIdle = afterLoadAndIdle(next);
      return;
    }
    // None left for now. In a visit by link, sections still on their way bring their acts when they
    // come: those are laid out in turn too, or they would keep estimated heights for good.
    if (!contentOnItsWay.any()) return stop();
    const unsubscribeContent = contentOnItsWay.subscribe(() => {
      unsubscribeContent();
      cancelIdle = afterLoadAndIdle(next);
    });
    cancelIdle = unsubscribeContent;
  };
  const start = () => {
    if (!hydration.isComplete()) return;
    unsubscribe();
    cancelIdle = afterLoadAndIdle(next);
  };
  const unsubscribe = hydration.subscribe(start);
  start();
  return stop;
}
