import { describe, expect, it } from 'vitest';
import { actionForKey, beatItem, initialShow, parseSpeed, showReducer, type ShowAction } from './show';

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
  it('maps every presenter key', () => {
    expect(actionForKey(' ')).toEqual({ type: 'next' });
    expect(actionForKey('ArrowRight')).toEqual({ type: 'next' });
    expect(actionForKey('ArrowLeft')).toEqual({ type: 'previous' });
    expect(actionForKey('p')).toEqual({ type: 'togglePause' });
    expect(actionForKey('M')).toEqual({ type: 'toggleView' });
    expect(actionForKey('?')).toEqual({ type: 'toggleHelp' });
    expect(actionForKey('h')).toEqual({ type: 'toggleHelp' });
    expect(actionForKey('f')).toBe('fullscreen');
    expect(actionForKey('3')).toEqual({ type: 'spotlight', minister: 2 });
    expect(actionForKey('5')).toBeNull();
    expect(actionForKey('x')).toBeNull();
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
