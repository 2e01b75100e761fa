/**
 * What the page side of the scene reads off the page for the worker each frame: each slot's place
 * on screen, the scroll, the pointer, the motion's figures and the companion's moment.
 */
import { choreographyNow } from '../../bridge/choreography';
import { companionAsk, companionMoment, shownMoment } from '../../bridge/companion';
import type { SceneSlotEntry } from '../../bridge/slots';
import type { Frame } from '../protocol';
import { pointer } from './pointer';

/** Reads where every slot is on screen now, the scroll, and what the page's motion and the companion have set. */
export function readFrame(slots: readonly SceneSlotEntry[]): Frame {
  const rects = new Float64Array(slots.length * 4);
  slots.forEach((s, i) => {
    const r = s.element.getBoundingClientRect();
    rects.set([r.top, r.left, r.width, r.height], i * 4);
  });
  return {
    rects,
    scroll: { y: window.scrollY, max: document.documentElement.scrollHeight - document.documentElement.clientHeight },
    pointer,
    choreography: choreographyNow(),
    companion: { moment: shownMoment(companionMoment.get()), askAt: companionAsk.get()?.at ?? Number.NEGATIVE_INFINITY },
  };
}
