import { describe, expect, it, vi } from 'vitest';
import { createListeners, createValueStore } from './listeners';

describe('createListeners', () => {
  it('wakes every subscriber on notify, and no longer one that unsubscribed', () => {
    const { subscribe, notify } = createListeners();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribe(a);
    subscribe(b);
    notify();
    stopA();
    notify();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('keeps separate stores apart', () => {
    const one = createListeners();
    const two = createListeners();
    const listener = vi.fn();
    one.subscribe(listener);
    two.notify();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createValueStore', () => {
  it('holds a value and wakes subscribers only when it changes', () => {
    const store = createValueStore(false);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(false);
    expect(listener).not.toHaveBeenCalled();
    store.set(true);
    expect(store.get()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
