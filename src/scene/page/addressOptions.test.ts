import { describe, expect, it } from 'vitest';
import { parsePace } from './addressOptions';

describe('paced frames, for tests of the control', () => {
  it('reads ?pace as frames a second and an optional jitter in ms', () => {
    expect(parsePace('20')).toEqual({ fps: 20, jitter: 0 });
    expect(parsePace('30,4')).toEqual({ fps: 30, jitter: 4 });
    expect(parsePace('0')).toBeNull();
    expect(parsePace('30,40')).toBeNull();
    expect(parsePace('fast')).toBeNull();
    expect(parsePace(null)).toBeNull();
  });
});
