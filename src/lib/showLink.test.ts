import { describe, expect, it } from 'vitest';
import { initialShow } from './show';
import { formatElapsed, parseAction, parseShowMessage } from './showLink';

describe('parseShowMessage', () => {
  it('accepts the three messages, checked field by field', () => {
    expect(parseShowMessage({ type: 'hello' })).toEqual({ type: 'hello' });
    expect(parseShowMessage({ type: 'action', action: { type: 'next' } })).toEqual({ type: 'action', action: { type: 'next' } });
    const state = { type: 'state', state: { ...initialShow, beat: 4 }, startedAt: 1 };
    expect(parseShowMessage(state)).toEqual(state);
  });
  it('ignores anything malformed', () => {
    for (const bad of [
      null,
      'next',
      [],
      { type: 'reload' },
      { type: 'action', action: { type: 'eval' } },
      { type: 'action', action: { type: 'spotlight', minister: -1 } },
      { type: 'action', action: { type: 'goto', beat: 1.5 } },
      { type: 'state', state: { ...initialShow, view: 'stage' }, startedAt: 1 },
      { type: 'state', state: initialShow, startedAt: -1 },
      { type: 'state', state: { ...initialShow, blank: 'yes' }, startedAt: 1 },
    ]) {
      expect(parseShowMessage(bad), JSON.stringify(bad)).toBeNull();
    }
  });
  it('keeps only the fields of an action', () => {
    expect(parseAction({ type: 'spotlight', minister: 2, extra: '<script>' })).toEqual({ type: 'spotlight', minister: 2 });
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
