import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { companionAsk, companionMoment } from '../../bridge/companion';
import { sceneCovered } from '../../bridge/sceneCovered';
import type { SceneSlotEntry } from '../../bridge/slots';
import { observeCrossing } from '../../runtime/intersecting';
import { layOutAllActs } from '../../runtime/layOutActs';
import type { Frame, ToScene } from '../protocol';
import { metaOf } from './slotMetaOf';
import { viewportOf } from './viewportOf';

/** How far around the viewport a slot counts as on screen: frames start before it scrolls in, with its place known. */
const NEAR_VIEW = '50% 0px';

export interface FeedProps {
  send: (message: ToScene) => void;
  holder: RefObject<HTMLDivElement | null>;
  slots: readonly SceneSlotEntry[];
  /** A reading of the page now, with the slots as they are now. */
  read: () => Frame;
  /** Motionless frames (reduced motion, ?debug=frozen): a frame on each scroll, not each animation frame. */
  motionless: boolean;
}

/**
 * What the worker is told, and when: the slots when they change, whether any is on screen, the
 * canvas's size, and a frame (readFrame.ts) each animation frame while the scene moves and a slot
 * is on screen, on a scroll when it is motionless, and whenever the companion changes.
 */
export function useFrameFeed({ send, read, holder, slots, motionless }: FeedProps) {
  const feed = useCallback(() => send({ type: 'frame', frame: read() }), [send, read]);

  // Whether any slot is on screen in a shown tab, uncovered: frames run, and the page reads for them, only then.
  // The set outlives a change of the slots: a new minister on the roll call or a route change must
  // not read as "nothing on screen" (a blank frame) until the observer reports again.
  const [shown, setShown] = useState(false);
  const visible = useRef(new Set<Element>());
  useEffect(() => {
    // Every slot's place is read each frame: none may sit in an act with an estimated height (one
    // the home page has not laid out yet, on a visit from another page), which each read would lay out.
    layOutAllActs();
    send({ type: 'slots', slots: slots.map(metaOf) });
    feed(); // `read` follows the latest slots: useSceneWorker keeps them before this runs
    const on = visible.current;
    const elements = new Set<Element>(slots.map((s) => s.element));
    for (const el of on) if (!elements.has(el)) on.delete(el);
    const report = () => setShown(!document.hidden && !sceneCovered.get() && on.size > 0);
    const io = observeCrossing(on, report, { rootMargin: NEAR_VIEW });
    for (const el of elements) io.observe(el);
    report(); // a slot gone may have been the one on screen
    document.addEventListener('visibilitychange', report);
    const uncover = sceneCovered.subscribe(report);
    return () => {
      io.disconnect();
      uncover();
      document.removeEventListener('visibilitychange', report);
    };
  }, [send, feed, slots]);
  // With the slots' places as they are now: the first frame after a pause never draws last time's.
  useEffect(() => send({ type: 'visible', visible: shown, frame: read() }), [send, read, shown]);

  // The holder's size, and its size in device pixels: a move to a screen of another pixel ratio
  // changes only the latter, and fires no window resize. Classic scrollbars are outside the holder.
  useEffect(() => {
    const view = holder.current!;
    const resized = new ResizeObserver(() => {
      send({ type: 'viewport', viewport: viewportOf(view) });
      feed();
    });
    try {
      resized.observe(view, { box: 'device-pixel-content-box' });
    } catch {
      resized.observe(view); // Safari has no device-pixel box: changes of CSS size still count
    }
    return () => resized.disconnect();
  }, [send, feed, holder]);

  // The companion's moment and the visitor's questions: a motionless scene draws anew for them.
  useEffect(() => {
    const stops = [companionMoment.subscribe(feed), companionAsk.subscribe(feed)];
    return () => stops.forEach((stop) => stop());
  }, [feed]);

  // Each frame while it moves and something is on screen; on a scroll when it is motionless.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(feed);
    };
    const tick = () => {
      feed();
      frame = requestAnimationFrame(tick);
    };
    if (motionless) window.addEventListener('scroll', onScroll, { passive: true });
    else if (shown) frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [feed, motionless, shown]);
}
