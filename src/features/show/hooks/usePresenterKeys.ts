import { useEffect, useEffectEvent } from 'react';
import { actionForKey, type KeyCommand } from '../lib/showState';

/** The Keyboard Lock API (Chromium), which TypeScript's DOM types do not carry yet. */
interface KeyboardLock {
  lock: (codes: string[]) => Promise<void>;
  unlock: () => void;
}
const keyboardLock = () => (navigator as Navigator & { keyboard?: Partial<KeyboardLock> }).keyboard;

/**
 * Turns full screen on or off; a refusal (no user gesture, no support)
 * leaves the show as it is. In full screen the show holds Escape (where the
 * browser can: Chromium's keyboard lock), so an Esc from a clicker closes the
 * help rather than dropping full screen in front of the audience; the show
 * leaves full screen itself on an Esc with the help closed, and holding Esc
 * still leaves it whatever the page does.
 */
export function toggleFullscreen() {
  if (document.fullscreenElement) return leaveFullscreen();
  document.documentElement
    .requestFullscreen?.({ navigationUI: 'hide' })
    .then(() => keyboardLock()?.lock?.(['Escape']))
    .catch(() => {
      // Refused full screen (no user gesture, some embeds; F can be pressed again) or keyboard lock
      // (an insecure page, a frame): Esc then leaves full screen the browser's way.
    });
}

export function leaveFullscreen() {
  if (!document.fullscreenElement) return;
  keyboardLock()?.unlock?.();
  document.exitFullscreen().catch(() => {
    // Already left (the browser's own Esc or F11 got there first).
  });
}

/**
 * The presenter's keyboard (see content/show `keys`), for the stage window
 * and its console: a clicker sends PageDown / PageUp, B or ".", F5 and Esc
 * too. Each key's command goes to `onKey`, which says whether it acted: only
 * then is the browser's own use of the key (a reload on F5) cancelled. A
 * focused control keeps the keys it is operated with: Space and Enter on a
 * button or link, and the up and down arrows on a list box too.
 */
export function usePresenterKeys(onKey: (command: KeyCommand) => boolean) {
  // One listener for the page's life, calling the latest `onKey`: re-added on every change of the
  // show's state, it would move behind listeners added since (an embedding page's, a test's).
  const act = useEffectEvent(onKey);
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const target = e.target instanceof Element ? e.target : null;
      const own = target?.closest('select') ? ownKeys.select : target?.closest('button, a') ? ownKeys.button : [];
      if (own.includes(e.key)) return;
      const command = actionForKey(e);
      if (command && act(command)) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

const ownKeys = { button: [' ', 'Enter'], select: [' ', 'Enter', 'ArrowUp', 'ArrowDown'] };
