import { useCallback, type Dispatch } from 'react';
import type { KeyCommand, ShowAction } from '../lib/showState';
import { leaveFullscreen, toggleFullscreen, usePresenterKeys } from './usePresenterKeys';

/** The presenter's keys on the stage window: full screen, Esc, and the show's own commands. */
export function useStageKeys(help: boolean, dispatch: Dispatch<ShowAction>, pokeWakeLock: () => void) {
  // Any presenter key is also a user gesture the wake lock can ask again on.
  const onKey = useCallback(
    (command: KeyCommand) => {
      pokeWakeLock();
      if (command === 'fullscreen') toggleFullscreen();
      // Esc closes the help first; only with the help closed does it leave full screen.
      else if (command === 'escape') {
        if (help) dispatch({ type: 'closeHelp' });
        else if (document.fullscreenElement) leaveFullscreen();
        else return false;
      } else dispatch(command);
      return true;
    },
    [pokeWakeLock, dispatch, help],
  );
  usePresenterKeys(onKey);
}
