// @vitest-environment jsdom
import { createElement, useSyncExternalStore } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { slotStore } from './slots';

describe('the slot store', () => {
  it('registers, updates in place and unregisters, telling subscribers each time', () => {
    const listener = vi.fn();
    const stop = slotStore.subscribe(listener);
    const a = document.createElement('figure');
    const b = document.createElement('figure');
    document.body.append(a, b);
    // Registered out of order (as effects run, children first): kept in page order.
    const call = slotStore.register(b, 'rollcall', null, 'byte');
    const hero = slotStore.register(a, 'podium', 'hero', null);
    expect(slotStore.getSnapshot().map((e) => [e.kind, e.moment, e.minister])).toEqual([
      ['podium', 'hero', null],
      ['rollcall', null, 'byte'],
    ]);
    const before = slotStore.getSnapshot();
    slotStore.update(call, { minister: 'cache' });
    expect(slotStore.getSnapshot()).not.toBe(before);
    expect(slotStore.getSnapshot()[1]).toMatchObject({ id: call, element: b, minister: 'cache' });
    slotStore.update(call, { minister: 'cache' }); // no change, no news
    slotStore.unregister(hero);
    slotStore.unregister(call);
    expect(slotStore.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(5);
    stop();
  });

  it('prerendering sees no slots, even while the page has some registered', () => {
    const figure = document.createElement('figure');
    document.body.append(figure);
    const id = slotStore.register(figure, 'podium', 'hero', null);
    // What a component reading the store renders on the server, and in the browser.
    function SlotCount() {
      return createElement('output', null, useSyncExternalStore(slotStore.subscribe, slotStore.getSnapshot, slotStore.getServerSnapshot).length);
    }
    expect(renderToString(createElement(SlotCount))).toBe('<output>0</output>');
    expect(slotStore.getSnapshot()).toHaveLength(1);
    // The same snapshot each time, as useSyncExternalStore requires of it.
    expect(slotStore.getServerSnapshot()).toBe(slotStore.getServerSnapshot());
    slotStore.unregister(id);
    figure.remove();
  });
});
