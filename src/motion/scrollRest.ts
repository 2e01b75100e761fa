/**
 * Runs what must not happen while the page scrolls (measuring the scroll triggers, which puts the
 * page at the top and back, stopping a smooth scroll where it stands) once the page is at rest.
 *
 * The browser says when a scroll has come to rest (`scrollend`, after a link's smooth scroll, a
 * wheel's or a finger's glide), however long the page's thread was busy meanwhile. ScrollTrigger's
 * own safe refresh instead takes a pause of 0.2 s between scroll events for the end, and a busy
 * thread makes such pauses in the middle of a smooth scroll, which the compositor goes on with:
 * on a loaded machine the measuring came mid-scroll and stopped it. Where the browser has no
 * `scrollend` (Safari before 26.2), `null`: the caller falls back on ScrollTrigger's guess.
 */
export function scrollRest(target: EventTarget = window) {
  if (!('onscrollend' in target)) return null;
  let moving = false;
  let waiting: (() => void) | null = null;
  const onScroll = () => {
    moving = true;
  };
  const onEnd = () => {
    moving = false;
    const run = waiting;
    waiting = null;
    run?.();
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  target.addEventListener('scrollend', onEnd);
  return {
    /** Runs `run` at once if the page is at rest, else when its scroll ends; it replaces a run still waiting. */
    whenAtRest(run: () => void) {
      if (moving) waiting = run;
      else run();
    },
    /** Drops the run still waiting, if any. */
    cancel() {
      waiting = null;
    },
    stop() {
      waiting = null;
      target.removeEventListener('scroll', onScroll);
      target.removeEventListener('scrollend', onEnd);
    },
  };
}
