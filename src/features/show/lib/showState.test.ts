import { describe, expect, it } from 'vitest';
import { actionForKey, beatItem, EVENT_TEXT_MAX, initialShow, parseEventText, parseResumeBeat, parseSpeed, showReducer, wakeLockWanted, type ShowAction } from './showState';

const reduce = showReducer(4);
const run = (...actions: ShowAction[]) => actions.reduce(reduce, initialShow);

describe('showReducer', () => {
  it('advances the beat and the roll call together, wrapping the cabinet', () => {
    const s = run({ type: 'tick' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' }, { type: 'tick' });
    expect(s.beat).toBe(5);
    expect(s.minister).toBe(1);
  });
  it('steps back, never below beat 0, wrapping the roll call backwards', () => {
    const s = run({ type: 'previous' });
    expect(s.beat).toBe(0);
    expect(s.minister).toBe(3);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'previous' }).beat).toBe(1);
  });
  it('ignores ticks while paused, but the presenter can still step', () => {
    const paused = run({ type: 'togglePause' }, { type: 'tick' }, { type: 'tick' });
    expect(paused.beat).toBe(0);
    expect(reduce(paused, { type: 'next' }).beat).toBe(1);
    expect(reduce(paused, { type: 'togglePause' }).paused).toBe(false);
  });
  it('toggles the view and the help, and Escape only closes help', () => {
    expect(run({ type: 'toggleView' }).view).toBe('cabinet');
    expect(run({ type: 'toggleView' }, { type: 'toggleView' }).view).toBe('character');
    expect(run({ type: 'toggleHelp' }).help).toBe(true);
    expect(run({ type: 'toggleHelp' }, { type: 'closeHelp' }).help).toBe(false);
    expect(run({ type: 'closeHelp' })).toBe(initialShow);
  });
  it('blanks the screen and holds the show until unblanked; the presenter can still step', () => {
    const blank = run({ type: 'tick' }, { type: 'toggleBlank' }, { type: 'tick' }, { type: 'tick' });
    expect(blank).toMatchObject({ blank: true, beat: 1 });
    expect(reduce(blank, { type: 'toggleBlank' })).toMatchObject({ blank: false, beat: 1 });
    expect(reduce(reduce(blank, { type: 'toggleBlank' }), { type: 'tick' }).beat).toBe(2);
  });
  it('sets blank, pause and view outright, however often the same state is sent', () => {
    expect(run({ type: 'setPaused', paused: true }, { type: 'setPaused', paused: true }).paused).toBe(true);
    expect(run({ type: 'setBlank', blank: true }, { type: 'setBlank', blank: true }).blank).toBe(true);
    expect(run({ type: 'setBlank', blank: true }, { type: 'setBlank', blank: false }).blank).toBe(false);
    expect(run({ type: 'setView', view: 'cabinet' }, { type: 'setView', view: 'cabinet' }).view).toBe('cabinet');
    expect(run({ type: 'setPaused', paused: false })).toBe(initialShow);
  });
  it('Home goes back to the first beat and the first minister', () => {
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'first' })).toMatchObject({ beat: 0, minister: 0 });
  });
  it('goes to a beat (a resumed show), with the roll call where the beat puts it', () => {
    expect(run({ type: 'goto', beat: 9 })).toMatchObject({ beat: 9, minister: 1 });
    expect(run({ type: 'goto', beat: -2 })).toBe(initialShow);
  });
  it('spotlights ministers 1 to 4 and nothing else', () => {
    expect(run({ type: 'spotlight', minister: 2 }).minister).toBe(2);
    expect(run({ type: 'spotlight', minister: 4 }).minister).toBe(0);
    expect(run({ type: 'spotlight', minister: -1 }).minister).toBe(0);
  });
});

describe('beatItem', () => {
  it('cycles through a list in order, forever', () => {
    expect([0, 1, 14, 15, 16, 31].map((b) => beatItem(b, 15))).toEqual([0, 1, 14, 0, 1, 1]);
  });
});

describe('actionForKey', () => {
  // What a US keyboard sends: `key` as printed, `code` naming the physical key.
  const us = (key: string, code = '') => actionForKey({ key, code: code || (key.length === 1 ? `Key${key.toUpperCase()}` : key) });
  it('maps every presenter key', () => {
    expect(us(' ', 'Space')).toEqual({ type: 'next' });
    expect(us('ArrowRight')).toEqual({ type: 'next' });
    expect(us('ArrowLeft')).toEqual({ type: 'previous' });
    expect(us('p')).toEqual({ type: 'togglePause' });
    expect(us('M')).toEqual({ type: 'toggleView' });
    expect(us('?', 'Slash')).toEqual({ type: 'toggleHelp' });
    expect(us('h')).toEqual({ type: 'toggleHelp' });
    expect(us('f')).toBe('fullscreen');
    expect(us('Escape')).toBe('escape');
    expect(us('3', 'Digit3')).toEqual({ type: 'spotlight', minister: 2 });
    expect(us('PageDown')).toEqual({ type: 'next' });
    expect(us('PageUp')).toEqual({ type: 'previous' });
    expect(us('Home')).toEqual({ type: 'first' });
    expect(us('b')).toEqual({ type: 'toggleBlank' });
    expect(us('B')).toEqual({ type: 'toggleBlank' });
    expect(us('.', 'Period')).toEqual({ type: 'toggleBlank' });
    expect(us('5', 'Digit5')).toBeNull();
    expect(us('x')).toBeNull();
  });
  it("takes a clicker's slideshow button (F5) as the first beat, never a reload", () => {
    expect(us('F5')).toEqual({ type: 'first' });
  });
  it('spotlights by the physical key: the number row on AZERTY types "&", "é", \'"\' and "\'"', () => {
    expect(actionForKey({ key: '&', code: 'Digit1' })).toEqual({ type: 'spotlight', minister: 0 });
    expect(actionForKey({ key: 'é', code: 'Digit2' })).toEqual({ type: 'spotlight', minister: 1 });
    expect(actionForKey({ key: '"', code: 'Digit3' })).toEqual({ type: 'spotlight', minister: 2 });
    expect(actionForKey({ key: "'", code: 'Digit4' })).toEqual({ type: 'spotlight', minister: 3 });
    expect(actionForKey({ key: '(', code: 'Digit5' })).toBeNull();
  });
  it('spotlights from the keypad, and from a printed digit only where no physical key is named', () => {
    expect(actionForKey({ key: '4', code: 'Numpad4' })).toEqual({ type: 'spotlight', minister: 3 });
    // Num Lock off: the keypad's 3 is Page Down and its 4 the left arrow.
    expect(actionForKey({ key: 'PageDown', code: 'Numpad3' })).toEqual({ type: 'next' });
    expect(actionForKey({ key: 'ArrowLeft', code: 'Numpad4' })).toEqual({ type: 'previous' });
    expect(actionForKey({ key: '2', code: '' })).toEqual({ type: 'spotlight', minister: 1 });
    expect(actionForKey({ key: '1', code: 'Unidentified' })).toEqual({ type: 'spotlight', minister: 0 });
    // On AZERTY, Shift+"&" prints 1 on the Digit1 key; "1" printed by another key is not a spotlight key.
    expect(actionForKey({ key: '1', code: 'KeyQ' })).toBeNull();
    expect(actionForKey({ key: 'constructor', code: 'constructor' })).toBeNull();
  });
});

describe('parseSpeed', () => {
  it('accepts 1 to 1000, and reads junk as real time', () => {
    expect(parseSpeed('60')).toBe(60);
    expect(parseSpeed('1e9')).toBe(1000);
    expect(parseSpeed(null)).toBe(1);
    expect(parseSpeed('0.5')).toBe(1);
    expect(parseSpeed('<script>')).toBe(1);
    expect(parseSpeed('-4')).toBe(1);
  });
});

describe('parseEventText', () => {
  it('keeps the operator text as it is, folding whitespace and control characters', () => {
    expect(parseEventText('Booth 12 · Hall B')).toBe('Booth 12 · Hall B');
    expect(parseEventText('  <b>Booth</b>\n\t12\u0007 ')).toBe('<b>Booth</b> 12');
    expect(parseEventText('')).toBeNull();
    expect(parseEventText('   \n ')).toBeNull();
    expect(parseEventText(null)).toBeNull();
  });
  it(`cuts text over ${EVENT_TEXT_MAX} characters with an ellipsis, counting characters, not UTF-16 units`, () => {
    const exact = 'x'.repeat(EVENT_TEXT_MAX);
    expect(parseEventText(exact)).toBe(exact);
    const cut = parseEventText('y'.repeat(EVENT_TEXT_MAX + 1))!;
    expect(Array.from(cut)).toHaveLength(EVENT_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(Array.from(parseEventText('🗳️'.repeat(60))!).length).toBeLessThanOrEqual(EVENT_TEXT_MAX);
  });
});

describe('wakeLockWanted', () => {
  it('is switched off only by ?wake=off', () => {
    expect(wakeLockWanted(null)).toBe(true);
    expect(wakeLockWanted('on')).toBe(true);
    expect(wakeLockWanted('OFF')).toBe(false);
    expect(wakeLockWanted('off')).toBe(false);
  });
});

describe('parseResumeBeat', () => {
  it('reads #beat=N and nothing else', () => {
    expect(parseResumeBeat('#beat=12')).toBe(12);
    expect(parseResumeBeat('#beat=-3')).toBe(0);
    expect(parseResumeBeat('#beat=12x')).toBe(0);
    expect(parseResumeBeat('')).toBe(0);
  });
});
