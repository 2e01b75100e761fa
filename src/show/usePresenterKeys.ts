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

/** The presenter's keyboard (see content/stage `keys`): a clicker sends Space and arrows too. */
export function usePresenterKeys(dispatch: Dispatch<ShowAction>) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const action = actionForKey(e.key);
      if (!action) return;
      e.preventDefault();
      if (action === 'fullscreen') toggleFullscreen();
      else dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
