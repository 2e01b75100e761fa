import type { ShowAction, ShowState } from './show';

/**
 * What the /stage audience window and its presenter console say to each
 * other over a same-origin BroadcastChannel. Every message is checked
 * field by field before it is used: anything else on the channel is ignored.
 */
export const SHOW_CHANNEL = 'chipc-show';

/** The audience window's state, sent on every change, in answer to `hello`, and each second as a heartbeat. */
export interface StateMessage {
  type: 'state';
  state: ShowState;
  /** When the show started (ms since the epoch): the console shows the time since. */
  startedAt: number;
}

/** The console asks who is there (on opening and every few seconds). */
interface HelloMessage {
  type: 'hello';
}

/** A presenter action, to be done by the audience window. */
interface ActionMessage {
  type: 'action';
  action: ShowAction;
}

export type ShowMessage = StateMessage | HelloMessage | ActionMessage;

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

const simpleActions = new Set(['tick', 'next', 'previous', 'first', 'toggleBlank', 'togglePause', 'toggleView', 'toggleHelp', 'closeHelp']);

/** A presenter action the console may send, or null. */
export function parseAction(v: unknown): ShowAction | null {
  if (!isRec(v) || typeof v.type !== 'string') return null;
  if (simpleActions.has(v.type)) return { type: v.type } as ShowAction;
  if (v.type === 'spotlight' && isCount(v.minister)) return { type: 'spotlight', minister: v.minister };
  if (v.type === 'goto' && isCount(v.beat)) return { type: 'goto', beat: v.beat };
  return null;
}

function parseState(v: unknown): ShowState | null {
  if (!isRec(v) || !isCount(v.beat) || !isCount(v.minister) || (v.view !== 'character' && v.view !== 'cabinet')) return null;
  if (typeof v.paused !== 'boolean' || typeof v.blank !== 'boolean' || typeof v.help !== 'boolean') return null;
  return { beat: v.beat, minister: v.minister, view: v.view, paused: v.paused, blank: v.blank, help: v.help };
}

/** A message from the channel, checked; null for anything malformed. */
export function parseShowMessage(data: unknown): ShowMessage | null {
  if (!isRec(data)) return null;
  switch (data.type) {
    case 'hello':
      return { type: 'hello' };
    case 'action': {
      const action = parseAction(data.action);
      return action && { type: 'action', action };
    }
    case 'state': {
      const state = parseState(data.state);
      if (!state || !isTime(data.startedAt)) return null;
      return { type: 'state', state, startedAt: data.startedAt };
    }
    default:
      return null;
  }
}

/** How long the console waits for a state before it says no audience window is open. */
export const AUDIENCE_SILENT_MS = 2500;

/** "1:02:03" or "2:03": a show's running time. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
