/**
 * What the page side of the scene reads off the page for the worker: each slot's place on screen,
 * the scroll, the motion's figures, the companion's moment, and the canvas's size.
 */
import { choreography } from '../../bridge/choreography';
import { companionAsk, companionMoment, shownMoment } from '../../bridge/companion';
import type { SceneSlotEntry } from '../../bridge/slots';
import { momentIndex } from '../../content/moments';
import { parsePace } from '../worker/canvas/quality';
import type { FrameInput, SceneOptions, SlotMeta, Viewport } from '../protocol';
import { pointer } from '../pointer';

export const metaOf = ({ id, kind, moment, minister, lit }: SceneSlotEntry): SlotMeta => ({ id, kind, moment, minister, lit });

/**
 * The canvas's size: its holder's (fixed to the viewport, so without classic scrollbars, which
 * `innerWidth` counts), and the screen's pixel ratio.
 */
export const viewportOf = (holder: HTMLElement): Viewport => ({ width: holder.clientWidth || 1, height: holder.clientHeight || 1, deviceRatio: window.devicePixelRatio || 1 });

/**
 * What the address asks of the scene: `?post=off` (only that value) draws without the finish (the
 * bench compares the two); `?debug&pace=20` (or `=30,4`) has the frame-rate control measure frames
 * at that pace, not this machine's (tests of the control).
 */
export function addressOptions(debug: SceneOptions['debug']): Pick<SceneOptions, 'post' | 'pace'> {
  const params = new URLSearchParams(window.location.search);
  return { post: params.get('post') !== 'off', pace: debug ? parsePace(params.get('pace')) : null };
}

/** Reads where every slot is on screen now, the scroll and what the page's motion has set. */
export function readInput(slots: readonly SceneSlotEntry[]): FrameInput {
  const rects = new Float64Array(slots.length * 4);
  slots.forEach((s, i) => {
    const r = s.element.getBoundingClientRect();
    rects.set([r.top, r.left, r.width, r.height], i * 4);
  });
  return {
    rects,
    scrollY: window.scrollY,
    scrollMax: document.documentElement.scrollHeight - document.documentElement.clientHeight,
    pointer,
    present: choreography.present,
    pour: choreography.pour,
    walk: choreography.walk,
    assemble: choreography.assemble,
    lawAtEpoch: performance.timeOrigin + choreography.lawAt,
    feedPaused: choreography.feedPaused,
    law: choreography.law,
    moment: momentIndex(shownMoment(companionMoment.get())),
    askAtEpoch: performance.timeOrigin + (companionAsk.get()?.at ?? Number.NEGATIVE_INFINITY),
  };
}

