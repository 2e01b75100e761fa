/**
 * The listeners of an external store: `subscribe` in the shape useSyncExternalStore takes (a
 * stable function returning its own unsubscribe), and `notify` to wake them after a change.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

/**
 * One value as an external store: `get` for useSyncExternalStore's snapshot, `set` wakes the
 * subscribers only when the value changes (Object.is).
 */
export function createValueStore<T>(initial: T) {
  let value = initial;
  const { subscribe, notify } = createListeners();
  return {
    get: () => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      notify();
    },
    subscribe,
  };
}
