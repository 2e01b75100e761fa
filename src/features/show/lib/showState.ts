/**
 * The stage show (/stage) as pure state: a numbered beat drives the caption,
 * the roll call walks the cabinet, the presenter can step, pause, switch the
 * view and spotlight a minister. Time lives outside: a timer dispatches `tick`.
 */
export type ShowView = 'character' | 'cabinet';

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
  /* Absolute states, for the console: a message lands the same however many times it is sent. */
  | { type: 'setBlank'; blank: boolean }
  | { type: 'setPaused'; paused: boolean }
  | { type: 'setView'; view: ShowView }
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
      case 'setBlank':
        return state.blank === action.blank ? state : { ...state, blank: action.blank };
      case 'setPaused':
        return state.paused === action.paused ? state : { ...state, paused: action.paused };
      case 'setView':
        return state.view === action.view ? state : { ...state, view: action.view };
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

/** What a presenter key asks for: a show action, or one the page does itself (full screen, Esc). */
export type KeyCommand = ShowAction | 'fullscreen' | 'escape';

/**
 * The minister a key spotlights, 0 to 3: the number row by its physical key
 * (`code`), whatever the layout prints on it; the keypad by the digit it types
 * (with Num Lock off its keys are arrows and Page Down, read as such), as is a
 * digit from a keyboard that names no physical key (some on-screen ones).
 */
function spotlightFor(key: string, code: string): number | null {
  if (/^Digit[1-4]$/.test(code)) return Number(code.slice(5)) - 1;
  if (/^[1-4]$/.test(key) && (/^Numpad[1-4]$/.test(code) || code === '' || code === 'Unidentified')) return Number(key) - 1;
  return null;
}

/**
 * Presenter keys. Letters and signs by `KeyboardEvent.key` (what the key
 * prints, so M is M on any layout); the spotlight digits by `code`, since on
 * AZERTY the number row types "&", "é", '"' and "'" unshifted. Presentation
 * remotes (clickers) send PageDown / PageUp for their two buttons, `B` or `.`
 * for the "black screen" one, and F5 then Esc for "slideshow": F5 goes back to
 * the first beat (never a reload in front of the audience).
 */
export function actionForKey({ key, code }: { key: string; code: string }): KeyCommand | null {
  const minister = spotlightFor(key, code);
  if (minister !== null) return { type: 'spotlight', minister };
  switch (key) {
    case ' ':
    case 'ArrowRight':
    case 'PageDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'previous' };
    case 'Home':
    case 'F5':
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
      return 'escape';
    case 'f':
    case 'F':
      return 'fullscreen';
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
