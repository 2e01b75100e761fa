import { useEffect, useState, type ComponentType } from 'react';
import { afterLoadAndIdle } from './afterLoad';

type Module<P> = { default: ComponentType<P> };

export interface LazyDefault<P> {
  /** The module's default export once loaded; null before, and if it failed. */
  Component: ComponentType<P> | null;
  failed: boolean;
}

/**
 * Loads a lazy chunk's default export in the browser (never while
 * prerendering): at once, or once the page has loaded and is idle, so it
 * never competes with the first paint. Nothing loads while `enabled` is
 * false. A failed chunk reports `failed` and leaves the page as it was.
 */
export function useLazyDefault<P>(
  load: () => Promise<Module<P>>,
  { when = 'now', enabled = true, onFail }: { when?: 'now' | 'idle'; enabled?: boolean; onFail?: (error: unknown) => void } = {},
): LazyDefault<P> {
  const [state, setState] = useState<LazyDefault<P>>({ Component: null, failed: false });
  const loaded = state.Component !== null;
  useEffect(() => {
    if (!enabled || loaded) return;
    let alive = true;
    const start = () => {
      load()
        .then((m) => alive && setState({ Component: m.default, failed: false }))
        .catch((error: unknown) => {
          if (!alive) return;
          onFail?.(error);
          setState({ Component: null, failed: true });
        });
    };
    const cancel = when === 'idle' ? afterLoadAndIdle(start) : (start(), undefined);
    return () => {
      alive = false;
      cancel?.();
    };
    // `load` and `onFail` are module-level functions at every call site; a new identity changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, loaded, when]);
  return state;
}
