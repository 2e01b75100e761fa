/**
 * The stage show (/stage) as pure state: a numbered beat drives the caption,
 * the roll call walks the cabinet, the presenter can step, pause, switch the
 * view and spotlight a minister. Time lives outside: a timer dispatches `tick`.
 */
type ShowView = 'character' | 'cabinet';

export interface ShowState {
  /** Counts up forever; captions and ministers are taken modulo their counts. */
  beat: number;
  /** Index of the minister the roll call (or the cabinet spotlight) is on. */
  minister: number;
  view: ShowView;
  paused: boolean;
  /** The screen blanked to black by the presenter; the show holds while blank. */
  blank: boolean;
  help: boolean;
}

export type ShowAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'first' }
  | { type: 'goto'; beat: number }
  | { type: 'toggleBlank' }
  | { type: 'togglePause' }
  | { type: 'toggleView' }
  | { type: 'spotlight'; minister: number }
  | { type: 'toggleHelp' }
  | { type: 'closeHelp' };

export const initialShow: ShowState = { beat: 0, minister: 0, view: 'character', paused: false, blank: false, help: false };

const mod = (n: number, m: number) => ((n % m) + m) % m;

export function showReducer(ministers: number) {
  return (state: ShowState, action: ShowAction): ShowState => {
    switch (action.type) {
      case 'tick':
        return state.paused || state.blank ? state : step(state, 1, ministers);
      case 'next':
        return step(state, 1, ministers);
      case 'previous':
        return step(state, -1, ministers);
      case 'first':
        return { ...state, beat: 0, minister: 0 };
      case 'goto':
        return Number.isSafeInteger(action.beat) && action.beat >= 0 ? { ...state, beat: action.beat, minister: mod(action.beat, ministers) } : state;
      case 'toggleBlank':
        return { ...state, blank: !state.blank };
      case 'togglePause':
        return { ...state, paused: !state.paused };
      case 'toggleView':
        return { ...state, view: state.view === 'character' ? 'cabinet' : 'character' };
      case 'spotlight':
        return action.minister >= 0 && action.minister < ministers ? { ...state, minister: action.minister } : state;
      case 'toggleHelp':
        return { ...state, help: !state.help };
      case 'closeHelp':
        return state.help ? { ...state, help: false } : state;
    }
  };
}

function step(state: ShowState, by: 1 | -1, ministers: number): ShowState {
  return { ...state, beat: Math.max(0, state.beat + by), minister: mod(state.minister + by, ministers) };
}

/** Which item of a list of `count` a beat shows. */
export const beatItem = (beat: number, count: number) => mod(beat, count);

/**
 * Presenter keys, by `KeyboardEvent.key`. Presentation remotes (clickers)
 * send PageDown / PageUp for their two buttons, and `B` or `.` for the
 * "black screen" one.
 */
export function actionForKey(key: string): ShowAction | 'fullscreen' | null {
  switch (key) {
    case ' ':
    case 'ArrowRight':
    case 'PageDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'previous' };
    case 'Home':
      return { type: 'first' };
    case 'b':
    case 'B':
    case '.':
      return { type: 'toggleBlank' };
    case 'p':
    case 'P':
      return { type: 'togglePause' };
    case 'm':
    case 'M':
      return { type: 'toggleView' };
    case 'h':
    case 'H':
    case '?':
      return { type: 'toggleHelp' };
    case 'Escape':
      return { type: 'closeHelp' };
    case 'f':
    case 'F':
      return 'fullscreen';
    case '1':
    case '2':
    case '3':
    case '4':
      return { type: 'spotlight', minister: Number(key) - 1 };
    default:
      return null;
  }
}

/** `?speed=` for rehearsals and soak runs: 1 (real time) up to 1000× faster; junk means 1. */
export function parseSpeed(raw: string | null): number {
  const n = Number(raw);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 1000) : 1;
}

/** The most characters of the operator's event line on screen. */
export const EVENT_TEXT_MAX = 80;

/**
 * The event's own line (`?event=`, or VITE_EVENT_TEXT at build): plain text,
 * whitespace and control characters folded to single spaces, at most
 * EVENT_TEXT_MAX characters (longer is cut, with an ellipsis as the last
 * one). Empty means none. It is only ever rendered as text.
 */
export function parseEventText(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim();
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length <= EVENT_TEXT_MAX ? text : `${chars.slice(0, EVENT_TEXT_MAX - 1).join('').trimEnd()}…`;
}

/** `?wake=off`: the system manages display power, so the show asks for no wake lock. */
export const wakeLockWanted = (raw: string | null) => raw?.trim().toLowerCase() !== 'off';

/** The beat to resume at after a reload (`#beat=12`); anything else starts at 0. */
export function parseResumeBeat(hash: string): number {
  const m = /^#beat=(\d{1,9})$/.exec(hash);
  return m ? Number(m[1]) : 0;
}
