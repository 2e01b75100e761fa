import { useEffect, useReducer } from 'react';
import { cabinet } from '../../../content/cabinet';
import { show } from '../../../content/show';
import { initialShow, showReducer } from '../lib/showState';

const reducer = showReducer(cabinet.ministers.length);

/**
 * The show's state and its clock: one timeout per beat, re-armed whenever the
 * beat or the spotlight changes, so a presenter's step restarts the count and
 * a hidden tab never queues up beats to catch up on. Paused or blanked, no
 * timer runs.
 */
export function useShow(speed: number) {
  const [state, dispatch] = useReducer(reducer, initialShow);
  useEffect(() => {
    if (state.paused || state.blank) return;
    const id = window.setTimeout(() => dispatch({ type: 'tick' }), show.beatMs / speed);
    return () => window.clearTimeout(id);
  }, [state.beat, state.minister, state.paused, state.blank, speed]);
  return [state, dispatch] as const;
}
