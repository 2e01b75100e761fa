import { describe, expect, it } from 'vitest';
import type { Choreography } from '../protocol';
import { momentPose, reactTo } from './momentPoses';
import { REST } from './robot/poseMaths';

const page = (over: Partial<Choreography> = {}): Choreography => ({ present: 0, pour: 0, walk: 0, assemble: 0, lawAt: Number.NEGATIVE_INFINITY, feedPaused: false, law: 0, ...over });

describe('a moment’s pose, from the page’s motion it is given', () => {
  it('about: the presenting arm rises with the cards, from rest', () => {
    expect(momentPose('about', 0, false, page({ present: 0 })).rightRaise).toBeCloseTo(REST.rightRaise);
    expect(momentPose('about', 0, false, page({ present: 1 })).rightRaise).toBeCloseTo(1.6);
  });

  it('reading: he reads a new law out, holds his tongue while the feed is held, and keeps his mouth at work when motionless', () => {
    expect(momentPose('reading', 1000, false, page({ lawAt: 900 })).talk).toBeGreaterThan(0.9);
    expect(momentPose('reading', 1000, false, page({ lawAt: 900, feedPaused: true })).talk).toBe(0);
    expect(momentPose('reading', 1000, false, page({ lawAt: -1e6 })).talk).toBe(0);
    expect(momentPose('reading', 1000, true, page()).talk).toBe(0.6);
  });

  it('roadmap: he walks until the trail’s end, and stands in a motionless scene', () => {
    expect(momentPose('roadmap', 0, false, page({ walk: 0.5 })).walk).toBe(1);
    expect(momentPose('roadmap', 0, false, page({ walk: 1 })).walk).toBe(0);
    expect(momentPose('roadmap', 0, true, page({ walk: 0.5 })).walk).toBe(0);
  });

  it('an answer points and talks only while it lasts', () => {
    const asked = reactTo({ ...REST }, 500, false, 0);
    expect(asked.point).toBeGreaterThan(0.5);
    expect(asked.talk).toBeGreaterThan(0.5);
    expect(reactTo({ ...REST }, 1e6, false, 0)).toEqual(REST);
  });
});
