import { useEffect, type Dispatch } from 'react';
import { actionForKey, type ShowAction } from '../lib/show';

/** Turns full screen on or off; a refusal (no user gesture, no support) leaves the show as it is. */
function toggleFullscreen() {
  const request = document.fullscreenElement
    ? document.exitFullscreen()
    : document.documentElement.requestFullscreen?.({ navigationUI: 'hide' });
  request?.catch(() => {
    // Browsers refuse full screen without a user gesture or in some embeds; F can be pressed again.
  });
}

/**
 * The presenter's keyboard (see content/show `keys`): a clicker sends
 * PageDown / PageUp and B or "." too. `onInput` hears every presenter key
 * (the wake lock asks again on one).
 */
export function usePresenterKeys(dispatch: Dispatch<ShowAction>, onInput: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const action = actionForKey(e.key);
      if (!action) return;
      e.preventDefault();
      onInput();
      if (action === 'fullscreen') toggleFullscreen();
      else dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, onInput]);
}
