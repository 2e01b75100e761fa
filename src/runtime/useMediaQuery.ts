import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '../theme/breakpoints';

/** Whether a media query holds, following it as it changes; false while prerendering. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True when the visitor asked for reduced motion; false while prerendering. */
export const useReducedMotion = () => useMediaQuery(breakpoints.reducedMotion);
