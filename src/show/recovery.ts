/** Kept per tab, so a reload (by itself or by hand) carries on at the beat it was on. */
const BEAT_KEY = 'chipc-show-beat';

/** The beat on screen, so a reload resumes there. */
export function saveBeat(beat: number) {
  try {
    sessionStorage.setItem(BEAT_KEY, String(beat));
  } catch {
    // storage switched off: a reload starts at beat 0
  }
}

export function savedBeat(): number {
  try {
    const n = Number(sessionStorage.getItem(BEAT_KEY));
    return Number.isSafeInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}
