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
