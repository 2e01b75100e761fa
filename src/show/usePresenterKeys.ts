import { useEffect } from 'react';
import { actionForKey, type ShowAction } from '../lib/show';

/** Turns full screen on or off; a refusal (no user gesture, no support) leaves the show as it is. */
export function toggleFullscreen() {
  const request = document.fullscreenElement
    ? document.exitFullscreen()
    : document.documentElement.requestFullscreen?.({ navigationUI: 'hide' });
  request?.catch(() => {
    // Browsers refuse full screen without a user gesture or in some embeds; F can be pressed again.
  });
}

/**
 * The presenter's keyboard (see content/show `keys`), for the stage window
 * and its console: a clicker sends PageDown / PageUp and B or "." too. Each
 * key's action goes to `onKey`. Space and Enter on a focused button or link
 * press that control instead, so the pages stay usable by keyboard.
 */
export function usePresenterKeys(onKey: (action: ShowAction | 'fullscreen') => void) {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const onControl = e.target instanceof Element && e.target.closest('button, a');
      if (onControl && (e.key === ' ' || e.key === 'Enter')) return;
      const action = actionForKey(e.key);
      if (!action) return;
      e.preventDefault();
      onKey(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKey]);
}
