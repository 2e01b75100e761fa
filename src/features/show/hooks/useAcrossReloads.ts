import { useEffect, type Dispatch } from 'react';
import { keepShowOffline } from '../../../runtime/serviceWorker';
import { parseResumeBeat, type ShowAction } from '../lib/showState';
import { saveBeat, savedBeat } from './savedBeat';

/** What carries the show across a reload: the beat it was on, and the files to run it offline. */
export function useAcrossReloads(beat: number, dispatch: Dispatch<ShowAction>) {
  // After a reload (by itself or by hand) the show carries on at the beat it was on.
  useEffect(() => {
    const resumed = parseResumeBeat(window.location.hash) || savedBeat();
    if (resumed > 0) dispatch({ type: 'goto', beat: resumed });
  }, [dispatch]);
  useEffect(() => saveBeat(beat), [beat]);
  // A venue screen opened once must run offline across reloads, in full mode too.
  useEffect(keepShowOffline, []);
}
