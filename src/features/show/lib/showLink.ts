import type { KeyCommand, ShowAction, ShowState, ShowView } from './showState';

/**
 * What the /stage audience windows and their presenter console say to each
 * other over a same-origin BroadcastChannel. Every message is checked field
 * by field before it is used: anything else on the channel is ignored.
 * Several audience windows may be open (a projector and a preview, a stale
 * tab): each says who it is, and the console addresses its actions to one.
 */
export const SHOW_CHANNEL = 'chipc-show';

/** An audience window: a random id kept across its own reloads, and when it was first opened (ms since the epoch). */
export interface AudienceIdentity {
  id: string;
  openedAt: number;
}

/** An audience window's state, sent on every change, in answer to `hello`, and each second as a heartbeat. */
export interface StateMessage extends AudienceIdentity {
  type: 'state';
  /** The window's size in CSS pixels: a person can tell the projector's window from a laptop's by it. */
  width: number;
  height: number;
  state: ShowState;
  /** When the show started in this window (ms since the epoch): the console shows the time since. */
  startedAt: number;
}

/** The console asks who is there (on opening and every few seconds). */
interface HelloMessage {
  type: 'hello';
}

/**
 * What a console may ask of an audience window: steps, and states set outright.
 * Never a toggle (two windows, or a message crossing a key pressed on the
 * stage itself, would end up opposite) and never the help, which is the
 * stage keyboard's own.
 */
export type LinkAction = Extract<ShowAction, { type: 'next' | 'previous' | 'first' | 'goto' | 'spotlight' | 'setBlank' | 'setPaused' | 'setView' }>;

/** A presenter action for the one audience window whose id is `to`. */
interface ActionMessage {
  type: 'action';
  to: string;
  action: LinkAction;
}

export type ShowMessage = StateMessage | HelloMessage | ActionMessage;

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isView = (v: unknown): v is ShowView => v === 'character' || v === 'cabinet';

/** 16 lowercase hex digits: what `newAudienceId` makes. */
const isId = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{16}$/.test(v);

/** An audience window's id from 8 random bytes (`crypto.getRandomValues`). */
export const newAudienceId = (bytes: Uint8Array) => Array.from(bytes.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');

/** A stored identity (JSON), checked; null for anything else, so a damaged entry makes a new one. */
export function parseIdentity(raw: string | null): AudienceIdentity | null {
  let v: unknown;
  try {
    v = JSON.parse(raw ?? '');
  } catch {
    return null;
  }
  return isRec(v) && isId(v.id) && isTime(v.openedAt) ? { id: v.id, openedAt: v.openedAt } : null;
}

const steps = new Set(['next', 'previous', 'first']);

/** An action a console may send, or null. */
export function parseAction(v: unknown): LinkAction | null {
  if (!isRec(v) || typeof v.type !== 'string') return null;
  if (steps.has(v.type)) return { type: v.type } as LinkAction;
  switch (v.type) {
    case 'spotlight':
      return isCount(v.minister) ? { type: 'spotlight', minister: v.minister } : null;
    case 'goto':
      return isCount(v.beat) ? { type: 'goto', beat: v.beat } : null;
    case 'setBlank':
      return typeof v.blank === 'boolean' ? { type: 'setBlank', blank: v.blank } : null;
    case 'setPaused':
      return typeof v.paused === 'boolean' ? { type: 'setPaused', paused: v.paused } : null;
    case 'setView':
      return isView(v.view) ? { type: 'setView', view: v.view } : null;
    default:
      return null;
  }
}

function parseState(v: unknown): ShowState | null {
  if (!isRec(v) || !isCount(v.beat) || !isCount(v.minister) || !isView(v.view)) return null;
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
      return action && isId(data.to) ? { type: 'action', to: data.to, action } : null;
    }
    case 'state': {
      const state = parseState(data.state);
      const { id, openedAt, width, height, startedAt } = data;
      if (!state || !isId(id) || !isTime(openedAt) || !isCount(width) || !isCount(height) || !isTime(startedAt)) return null;
      return { type: 'state', id, openedAt, width, height, state, startedAt };
    }
    default:
      return null;
  }
}

/** How long the console waits for a state before it counts an audience window as gone. */
export const AUDIENCE_SILENT_MS = 2500;

/** The audience windows a console has heard, by id, with when it last heard each. */
export type HeardWindows = Readonly<Record<string, { message: StateMessage; at: number }>>;

/** `heard` with `message` added (heard at `at`), less the windows silent for too long. */
export function hearWindow(heard: HeardWindows, message: StateMessage, at: number): HeardWindows {
  const kept = Object.entries(heard).filter(([id, w]) => id !== message.id && at - w.at < AUDIENCE_SILENT_MS);
  return Object.fromEntries([...kept, [message.id, { message, at }]]);
}

/** The audience windows heard from lately, the most recently opened first. */
export function liveWindows(heard: HeardWindows, now: number): StateMessage[] {
  return Object.values(heard)
    .filter((w) => now - w.at < AUDIENCE_SILENT_MS)
    .map((w) => w.message)
    .sort((a, b) => b.openedAt - a.openedAt || (a.id < b.id ? -1 : 1));
}

/** The window the console drives: the one the presenter chose while it is there, else the newest. */
export const pickWindow = (windows: readonly StateMessage[], chosen: string | null): StateMessage | null =>
  windows.find((w) => w.id === chosen) ?? windows[0] ?? null;

/**
 * A presenter key or button on the console, as the action it sends to the
 * window showing `state`: a toggle becomes the state it leads to. The help,
 * Esc and full screen stay with the console (null: nothing is sent).
 */
export function consoleAction(command: KeyCommand, state: ShowState): LinkAction | null {
  if (typeof command === 'string') return null;
  switch (command.type) {
    case 'togglePause':
      return { type: 'setPaused', paused: !state.paused };
    case 'toggleBlank':
      return { type: 'setBlank', blank: !state.blank };
    case 'toggleView':
      return { type: 'setView', view: state.view === 'cabinet' ? 'character' : 'cabinet' };
    case 'tick':
    case 'toggleHelp':
    case 'closeHelp':
      return null;
    default:
      return command;
  }
}

/** "1:02:03" or "2:03": a show's running time. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
