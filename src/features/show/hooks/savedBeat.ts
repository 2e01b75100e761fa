import { readStorage, writeStorage } from '../../../runtime/storage';

/** Kept per tab, so a reload (by itself or by hand) carries on at the beat it was on. */
const BEAT_KEY = 'chipc-show-beat';
const session = () => sessionStorage;

/** The beat on screen, so a reload resumes there (storage switched off: it starts at beat 0). */
export const saveBeat = (beat: number) => void writeStorage(session, BEAT_KEY, String(beat));

export function savedBeat(): number {
  const n = Number(readStorage(session, BEAT_KEY));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}
