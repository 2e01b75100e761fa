/**
 * The page as the scene's worker knows it, from the page's messages: the
 * slots with their rectangles of the last frame, the scroll, the viewport
 * and whether anything is on screen. Actors read it every frame; React
 * re-renders only when the slots, the viewport or the visibility change.
 */
import { choreography } from '../../bridge/choreography';
import { momentAt, type MomentId } from '../../content/moments';
import { createValueStore } from '../../lib/listeners';
import { box, type Box } from './actors/place';
import type { FrameInput, SlotMeta, Viewport } from '../protocol';
import { pointer } from '../pointer';

/** A slot with where it stood on screen at the page's last reading. */
export interface SlotView extends SlotMeta {
  readonly rect: Box;
}

export const slotViews = createValueStore<readonly SlotView[]>([]);
export const viewport = createValueStore<Viewport>({ width: 1, height: 1, deviceRatio: 1 });
/** A slot on screen and the tab shown. */
export const onScreen = createValueStore(false);
/** The page's scroll at the last reading. */
export const page = { scrollY: 0, scrollMax: 0 };
/** The companion's moment (null: none, past the cabinet), and when the visitor last asked (the worker's clock). */
export const companion = { moment: null as MomentId | null, askAt: Number.NEGATIVE_INFINITY };

/** New slots keep the rectangles they had, so a change never shows one frame at the corner. */
export function setSlots(metas: readonly SlotMeta[]) {
  const before = new Map(slotViews.get().map((s) => [s.id, s.rect]));
  slotViews.set(metas.map((m) => ({ ...m, rect: before.get(m.id) ?? box() })));
}

export function applyInput(input: FrameInput) {
  const slots = slotViews.get();
  const r = input.rects;
  slots.forEach((s, i) => {
    const rect = s.rect;
    rect.top = r[i * 4] ?? 0;
    rect.left = r[i * 4 + 1] ?? 0;
    rect.width = r[i * 4 + 2] ?? 0;
    rect.height = r[i * 4 + 3] ?? 0;
    rect.bottom = rect.top + rect.height;
    rect.right = rect.left + rect.width;
  });
  page.scrollY = input.scrollY;
  page.scrollMax = input.scrollMax;
  Object.assign(pointer, input.pointer);
  choreography.present = input.present;
  choreography.pour = input.pour;
  choreography.walk = input.walk;
  choreography.assemble = input.assemble;
  choreography.lawAt = input.lawAtEpoch - performance.timeOrigin;
  choreography.feedPaused = input.feedPaused;
  choreography.law = input.law;
  companion.moment = momentAt(input.moment);
  companion.askAt = input.askAtEpoch - performance.timeOrigin;
}
