/**
 * The page as the scene's worker knows it, from the page's messages: the one store the actors
 * read. The slots with their rectangles of the last frame, the viewport and whether anything is
 * on screen (React re-renders only when these change), and the rest of the last frame as the
 * page sent it (scroll, pointer, choreography, companion), read every frame.
 */
import { createValueStore } from '../../lib/listeners';
import { box, type Box } from './actors/place';
import type { Choreography, Frame, SlotMeta, Viewport } from '../protocol';

/** A slot with where it stood on screen at the page's last reading. */
export interface SlotView extends SlotMeta {
  readonly rect: Box;
}

export const slotViews = createValueStore<readonly SlotView[]>([]);
export const viewport = createValueStore<Viewport>({ width: 1, height: 1, deviceRatio: 1 });
/** A slot on screen and the tab shown. */
export const onScreen = createValueStore(false);

/**
 * The page's last frame, but for the rectangles (on the slots above). Its choreography is the
 * page's own, first set by the start message, before any actor runs.
 */
export const frame: Omit<Frame, 'rects'> = {
  scroll: { y: 0, max: 0 },
  pointer: { x: 0, y: 0, active: false },
  choreography: {} as Choreography,
  companion: { moment: null, askAt: Number.NEGATIVE_INFINITY },
};

/** The page's clock's origin (the start message's): the frame's times are on the page's clock. */
let pageOrigin = performance.timeOrigin;
export const setPageOrigin = (origin: number) => (pageOrigin = origin);

/** Now, on the page's clock: what the frame's times are measured against. */
export const pageNow = () => performance.now() + performance.timeOrigin - pageOrigin;

/** New slots keep the rectangles they had, so a change never shows one frame at the corner. */
export function setSlots(metas: readonly SlotMeta[]) {
  const before = new Map(slotViews.get().map((s) => [s.id, s.rect]));
  slotViews.set(metas.map((m) => ({ ...m, rect: before.get(m.id) ?? box() })));
}

export function applyFrame({ rects, ...rest }: Frame) {
  slotViews.get().forEach((s, i) => {
    const rect = s.rect;
    rect.top = rects[i * 4] ?? 0;
    rect.left = rects[i * 4 + 1] ?? 0;
    rect.width = rects[i * 4 + 2] ?? 0;
    rect.height = rects[i * 4 + 3] ?? 0;
    rect.bottom = rect.top + rect.height;
    rect.right = rect.left + rect.width;
  });
  Object.assign(frame, rest);
}
