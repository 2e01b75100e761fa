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
  help: boolean;
}

export type ShowAction =
  | { type: 'tick' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'togglePause' }
  | { type: 'toggleView' }
  | { type: 'spotlight'; minister: number }
  | { type: 'toggleHelp' }
  | { type: 'closeHelp' };

export const initialShow: ShowState = { beat: 0, minister: 0, view: 'character', paused: false, help: false };

const mod = (n: number, m: number) => ((n % m) + m) % m;

export function showReducer(ministers: number) {
  return (state: ShowState, action: ShowAction): ShowState => {
    switch (action.type) {
      case 'tick':
        return state.paused ? state : step(state, 1, ministers);
      case 'next':
        return step(state, 1, ministers);
      case 'previous':
        return step(state, -1, ministers);
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

/** Presenter keys, by `KeyboardEvent.key`. */
export function actionForKey(key: string): ShowAction | 'fullscreen' | null {
  switch (key) {
    case ' ':
    case 'ArrowRight':
      return { type: 'next' };
    case 'ArrowLeft':
      return { type: 'previous' };
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
