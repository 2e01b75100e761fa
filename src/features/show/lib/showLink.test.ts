import { describe, expect, it } from 'vitest';
import { initialShow } from './showState';
import {
  AUDIENCE_SILENT_MS,
  consoleAction,
  formatElapsed,
  hearWindow,
  liveWindows,
  newAudienceId,
  parseAction,
  parseIdentity,
  parseShowMessage,
  pickWindow,
  type StateMessage,
} from './showLink';

const ID = '0123456789abcdef';
const stateMessage = (over: Partial<StateMessage> = {}): StateMessage => ({
  type: 'state',
  id: ID,
  openedAt: 1000,
  width: 1920,
  height: 1080,
  state: { ...initialShow, beat: 4 },
  startedAt: 1,
  ...over,
});

describe('parseShowMessage', () => {
  it('accepts the three messages, checked field by field', () => {
    expect(parseShowMessage({ type: 'hello' })).toEqual({ type: 'hello' });
    expect(parseShowMessage({ type: 'action', to: ID, action: { type: 'next' } })).toEqual({ type: 'action', to: ID, action: { type: 'next' } });
    expect(parseShowMessage(stateMessage())).toEqual(stateMessage());
  });
  it('ignores anything malformed', () => {
    for (const bad of [
      null,
      'next',
      [],
      { type: 'reload' },
      { type: 'action', to: ID, action: { type: 'eval' } },
      { type: 'action', to: ID, action: { type: 'spotlight', minister: -1 } },
      { type: 'action', to: ID, action: { type: 'goto', beat: 1.5 } },
      { type: 'action', action: { type: 'next' } },
      { type: 'action', to: 'ABC', action: { type: 'next' } },
      { type: 'action', to: `${ID}0`, action: { type: 'next' } },
      { ...stateMessage(), state: { ...initialShow, view: 'stage' } },
      { ...stateMessage(), startedAt: -1 },
      { ...stateMessage(), state: { ...initialShow, blank: 'yes' } },
      { ...stateMessage(), id: undefined },
      { ...stateMessage(), id: '<img src=x>' },
      { ...stateMessage(), openedAt: Number.NaN },
      { ...stateMessage(), width: 1920.5 },
      { ...stateMessage(), height: -1 },
    ]) {
      expect(parseShowMessage(bad), JSON.stringify(bad)).toBeNull();
    }
  });
  it('keeps only the fields it knows', () => {
    expect(parseAction({ type: 'spotlight', minister: 2, extra: '<script>' })).toEqual({ type: 'spotlight', minister: 2 });
    expect(parseShowMessage({ ...stateMessage(), extra: 1 })).toEqual(stateMessage());
  });
});

describe('parseAction', () => {
  it('takes states set outright, each value checked', () => {
    expect(parseAction({ type: 'setPaused', paused: true })).toEqual({ type: 'setPaused', paused: true });
    expect(parseAction({ type: 'setBlank', blank: false })).toEqual({ type: 'setBlank', blank: false });
    expect(parseAction({ type: 'setView', view: 'cabinet' })).toEqual({ type: 'setView', view: 'cabinet' });
    expect(parseAction({ type: 'setPaused', paused: 'true' })).toBeNull();
    expect(parseAction({ type: 'setBlank' })).toBeNull();
    expect(parseAction({ type: 'setView', view: 'stage' })).toBeNull();
  });
  it('refuses toggles, ticks and the help: a console may not flip a state or open the help on the projector', () => {
    for (const type of ['togglePause', 'toggleBlank', 'toggleView', 'toggleHelp', 'closeHelp', 'tick']) expect(parseAction({ type }), type).toBeNull();
  });
});

describe('audience identity', () => {
  it('makes 16 hex digits from random bytes, which the channel accepts', () => {
    const id = newAudienceId(new Uint8Array([0, 1, 2, 171, 205, 239, 16, 255, 9]));
    expect(id).toBe('000102abcdef10ff');
    expect(parseShowMessage({ ...stateMessage(), id })).not.toBeNull();
  });
  it('reads a stored identity, and nothing damaged', () => {
    expect(parseIdentity(JSON.stringify({ id: ID, openedAt: 5 }))).toEqual({ id: ID, openedAt: 5 });
    for (const bad of [null, '', '{', 'null', '[]', JSON.stringify({ id: 'x', openedAt: 5 }), JSON.stringify({ id: ID, openedAt: -5 }), JSON.stringify({ id: ID })]) {
      expect(parseIdentity(bad), String(bad)).toBeNull();
    }
  });
});

describe('the windows a console hears', () => {
  const older = stateMessage({ id: 'aaaaaaaaaaaaaaaa', openedAt: 1000 });
  const newer = stateMessage({ id: 'bbbbbbbbbbbbbbbb', openedAt: 2000 });

  it('lists the windows heard lately, the most recently opened first, one entry per window', () => {
    let heard = hearWindow({}, newer, 10_000);
    heard = hearWindow(heard, older, 10_100);
    heard = hearWindow(heard, { ...older, state: { ...initialShow, beat: 9 } }, 10_200);
    const windows = liveWindows(heard, 10_300);
    expect(windows.map((w) => w.id)).toEqual([newer.id, older.id]);
    expect(windows[1]!.state.beat).toBe(9);
  });
  it('drops a window silent for too long, and forgets it once another speaks', () => {
    const heard = hearWindow(hearWindow({}, older, 0), newer, 1000);
    expect(liveWindows(heard, AUDIENCE_SILENT_MS + 500).map((w) => w.id)).toEqual([newer.id]);
    expect(Object.keys(hearWindow(heard, newer, AUDIENCE_SILENT_MS + 500))).toEqual([newer.id]);
  });
  it("drives the presenter's choice while it is there, else the newest", () => {
    expect(pickWindow([newer, older], null)).toBe(newer);
    expect(pickWindow([newer, older], older.id)).toBe(older);
    expect(pickWindow([newer], older.id)).toBe(newer);
    expect(pickWindow([], older.id)).toBeNull();
  });
});

describe('consoleAction', () => {
  const paused = { ...initialShow, paused: true, blank: true, view: 'cabinet' as const };
  it('turns a toggle into the state it leads to for the driven window', () => {
    expect(consoleAction({ type: 'togglePause' }, initialShow)).toEqual({ type: 'setPaused', paused: true });
    expect(consoleAction({ type: 'togglePause' }, paused)).toEqual({ type: 'setPaused', paused: false });
    expect(consoleAction({ type: 'toggleBlank' }, initialShow)).toEqual({ type: 'setBlank', blank: true });
    expect(consoleAction({ type: 'toggleBlank' }, paused)).toEqual({ type: 'setBlank', blank: false });
    expect(consoleAction({ type: 'toggleView' }, initialShow)).toEqual({ type: 'setView', view: 'cabinet' });
    expect(consoleAction({ type: 'toggleView' }, paused)).toEqual({ type: 'setView', view: 'character' });
  });
  it('passes steps and spotlights on as they are', () => {
    expect(consoleAction({ type: 'next' }, initialShow)).toEqual({ type: 'next' });
    expect(consoleAction({ type: 'first' }, initialShow)).toEqual({ type: 'first' });
    expect(consoleAction({ type: 'spotlight', minister: 3 }, initialShow)).toEqual({ type: 'spotlight', minister: 3 });
  });
  it('keeps the help, Esc and full screen on the console', () => {
    for (const command of [{ type: 'toggleHelp' }, { type: 'closeHelp' }, { type: 'tick' }, 'escape', 'fullscreen'] as const) {
      expect(consoleAction(command, initialShow), JSON.stringify(command)).toBeNull();
    }
  });
});

describe('formatElapsed', () => {
  it('reads minutes and seconds, with hours once the show has run that long', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(62_500)).toBe('1:02');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00');
  });
});
