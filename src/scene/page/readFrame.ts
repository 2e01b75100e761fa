/**
 * What the page side of the scene reads off the page for the worker: each slot's place on screen,
 * the scroll, the pointer, the motion's figures, the companion's moment, and the canvas's size.
 */
import { choreographyNow } from '../../bridge/choreography';
import { companionAsk, companionMoment, shownMoment } from '../../bridge/companion';
import type { SceneSlotEntry } from '../../bridge/slots';
import type { Frame, Pace, SceneOptions, SlotMeta, Viewport } from '../protocol';
import { pointer } from './pointer';

export const metaOf = ({ id, kind, moment, minister, lit }: SceneSlotEntry): SlotMeta => ({ id, kind, moment, minister, lit });

/**
 * The canvas's size: its holder's (fixed to the viewport, so without classic scrollbars, which
 * `innerWidth` counts), and the screen's pixel ratio.
 */
export const viewportOf = (holder: HTMLElement): Viewport => ({ width: holder.clientWidth || 1, height: holder.clientHeight || 1, deviceRatio: window.devicePixelRatio || 1 });

/** `?pace=20` or `?pace=30,4`: frames a second and an optional jitter in ms, or null. */
export function parsePace(value: string | null): Pace | null {
  const match = /^(\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?$/.exec(value ?? '');
  if (!match) return null;
  const fps = Number(match[1]);
  const jitter = Number(match[2] ?? 0);
  return fps > 0 && jitter < 1000 / fps ? { fps, jitter } : null;
}

/**
 * What the address asks of the scene: `?post=off` (only that value) draws without the finish (the
 * bench compares the two); `?debug&pace=20` (or `=30,4`) has the frame-rate control measure frames
 * at that pace, not this machine's (tests of the control).
 */
export function addressOptions(debug: SceneOptions['debug']): Pick<SceneOptions, 'post' | 'pace'> {
  const params = new URLSearchParams(window.location.search);
  return { post: params.get('post') !== 'off', pace: debug ? parsePace(params.get('pace')) : null };
}

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
