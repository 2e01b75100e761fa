import { describe, expect, it } from 'vitest';
import type { Choreography, Frame, SlotMeta } from '../protocol';
import { applyFrame, frame, pageNow, setPageOrigin, setSlots, slotViews } from './pageMirror';

const slot = (id: number, moment: SlotMeta['moment']): SlotMeta => ({ id, kind: 'podium', moment, minister: null, lit: false });

const choreography: Choreography = { present: 0, pour: 0, walk: 0, assemble: 0, lawAt: Number.NEGATIVE_INFINITY, feedPaused: false, law: 0 };

const reading = (rects: number[], extra: Partial<Frame> = {}): Frame => ({
  rects: Float64Array.from(rects),
  scroll: { y: 0, max: 0 },
  pointer: { x: 0, y: 0, active: false },
  choreography,
  companion: { moment: 'hero', askAt: Number.NEGATIVE_INFINITY },
  ...extra,
});

describe('the page as the worker knows it', () => {
  it('puts each rectangle on its slot, in slot order, with its right and bottom', () => {
    setSlots([slot(1, 'hero'), slot(2, 'about')]);
    applyFrame(reading([10, 20, 300, 400, -50, 0, 100, 200], { scroll: { y: 120, max: 5000 } }));
    const [hero, about] = slotViews.get();
    expect(hero!.rect).toEqual({ top: 10, left: 20, width: 300, height: 400, bottom: 410, right: 320 });
    expect(about!.rect).toEqual({ top: -50, left: 0, width: 100, height: 200, bottom: 150, right: 100 });
    expect(frame.scroll).toEqual({ y: 120, max: 5000 });
  });

  it('keeps a slot\'s last rectangle when the slots change, and starts a new one empty', () => {
    setSlots([slot(1, 'hero')]);
    applyFrame(reading([10, 20, 300, 400]));
    setSlots([slot(1, 'hero'), slot(3, 'cabinet')]);
    const [hero, cabinet] = slotViews.get();
    expect(hero!.rect.height).toBe(400);
    expect(cabinet!.rect.height).toBe(0);
  });

  it('takes the motion\'s figures, the pointer and the companion as the page sent them', () => {
    setSlots([]);
    const moved = { ...choreography, pour: 0.4, walk: 0.375, assemble: 1, present: 1, feedPaused: true, lawAt: 1234 };
    applyFrame(reading([], { choreography: moved, pointer: { x: 0.5, y: -0.5, active: true }, companion: { moment: 'roadmap', askAt: 99 } }));
    expect(frame.choreography).toEqual(moved);
    expect(frame.pointer).toEqual({ x: 0.5, y: -0.5, active: true });
    expect(frame.companion).toEqual({ moment: 'roadmap', askAt: 99 });
    applyFrame(reading([], { companion: { moment: null, askAt: 99 } }));
    expect(frame.companion.moment).toBeNull();
  });

  it('reads the page\'s clock from the page\'s origin', () => {
    setPageOrigin(performance.timeOrigin - 500);
    const now = performance.now();
    expect(pageNow() - now).toBeGreaterThanOrEqual(500);
    expect(pageNow() - now).toBeLessThan(550);
    setPageOrigin(performance.timeOrigin);
  });
});
