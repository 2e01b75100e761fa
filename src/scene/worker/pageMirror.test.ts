import { describe, expect, it } from 'vitest';
import { choreography } from '../../bridge/choreography';
import { applyInput, companion, page, setSlots, slotViews } from './pageMirror';
import type { FrameInput, SlotMeta } from '../protocol';
import { pointer } from '../pointer';

const slot = (id: number, moment: SlotMeta['moment']): SlotMeta => ({ id, kind: 'podium', moment, minister: null, lit: false });

const input = (rects: number[], extra: Partial<FrameInput> = {}): FrameInput => ({
  rects: Float64Array.from(rects),
  scrollY: 0,
  scrollMax: 0,
  pointer: { x: 0, y: 0, active: false },
  present: 0,
  pour: 0,
  walk: 0,
  assemble: 0,
  lawAtEpoch: Number.NEGATIVE_INFINITY,
  feedPaused: false,
  law: 0,
  moment: 0,
  askAtEpoch: Number.NEGATIVE_INFINITY,
  ...extra,
});

describe('the page as the worker knows it', () => {
  it('puts each rectangle on its slot, in slot order, with its right and bottom', () => {
    setSlots([slot(1, 'hero'), slot(2, 'about')]);
    applyInput(input([10, 20, 300, 400, -50, 0, 100, 200], { scrollY: 120, scrollMax: 5000 }));
    const [hero, about] = slotViews.get();
    expect(hero!.rect).toEqual({ top: 10, left: 20, width: 300, height: 400, bottom: 410, right: 320 });
    expect(about!.rect).toEqual({ top: -50, left: 0, width: 100, height: 200, bottom: 150, right: 100 });
    expect(page).toEqual({ scrollY: 120, scrollMax: 5000 });
  });

  it('keeps a slot\'s last rectangle when the slots change, and starts a new one empty', () => {
    setSlots([slot(1, 'hero')]);
    applyInput(input([10, 20, 300, 400]));
    setSlots([slot(1, 'hero'), slot(3, 'cabinet')]);
    const [hero, cabinet] = slotViews.get();
    expect(hero!.rect.height).toBe(400);
    expect(cabinet!.rect.height).toBe(0);
  });

  it('takes the motion\'s figures and the pointer, and the feed\'s time on this clock', () => {
    setSlots([]);
    const at = performance.now() - 500;
    applyInput(input([], { pour: 0.4, walk: 0.375, assemble: 1, present: 1, feedPaused: true, lawAtEpoch: performance.timeOrigin + at, pointer: { x: 0.5, y: -0.5, active: true } }));
    expect(choreography).toMatchObject({ pour: 0.4, walk: 0.375, assemble: 1, present: 1, feedPaused: true });
    expect(choreography.lawAt).toBeCloseTo(at, 3);
    expect(pointer).toEqual({ x: 0.5, y: -0.5, active: true });
  });

  it('takes the companion\'s moment by its place in page order, none for -1, and the question\'s time on this clock', () => {
    setSlots([]);
    const at = performance.now() - 200;
    applyInput(input([], { moment: 4, askAtEpoch: performance.timeOrigin + at }));
    expect(companion.moment).toBe('roadmap');
    expect(companion.askAt).toBeCloseTo(at, 3);
    applyInput(input([], { moment: -1 }));
    expect(companion.moment).toBeNull();
  });
});
