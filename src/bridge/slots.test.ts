import { describe, expect, it, vi } from 'vitest';
import { slotStore } from './slots';

describe('the slot store', () => {
  it('registers, updates in place and unregisters, telling subscribers each time', () => {
    const listener = vi.fn();
    const stop = slotStore.subscribe(listener);
    const a = document.createElement('figure');
    const b = document.createElement('figure');
    const hero = slotStore.register(a, 'hero', null);
    const call = slotStore.register(b, 'rollcall', 'byte');
    expect(slotStore.getSnapshot().map((e) => [e.kind, e.minister])).toEqual([
      ['hero', null],
      ['rollcall', 'byte'],
    ]);
    const before = slotStore.getSnapshot();
    slotStore.update(call, 'cache');
    expect(slotStore.getSnapshot()).not.toBe(before);
    expect(slotStore.getSnapshot()[1]).toMatchObject({ id: call, element: b, minister: 'cache' });
    slotStore.update(call, 'cache'); // no change, no news
    slotStore.unregister(hero);
    slotStore.unregister(call);
    expect(slotStore.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    stop();
  });

  it('prerendering sees no slots', () => {
    expect(slotStore.getServerSnapshot()).toEqual([]);
  });
});
