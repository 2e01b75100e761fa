import { describe, expect, it } from 'vitest';
import { answering, blendPose, dampPose, POSE_KEYS, REST, type Pose } from './pose';

const raised: Pose = { ...REST, leftRaise: 2.25, turn: -0.4, podium: 1 };

describe('poses', () => {
  it('blend key by key, into the object given', () => {
    const out = { ...REST };
    expect(blendPose(out, REST, raised, 0.5)).toBe(out);
    expect(out.leftRaise).toBeCloseTo(1.25);
    expect(out.turn).toBeCloseTo(-0.2);
    expect(out.podium).toBeCloseTo(0.5);
    expect(blendPose(out, REST, raised, 1)).toEqual(raised);
  });

  it('every field of a pose is blended', () => {
    expect([...POSE_KEYS].sort()).toEqual(Object.keys(REST).sort());
  });

  it('damping closes most of the gap in a second, the same at 60 fps as at 10', () => {
    const fast = { ...REST };
    const slow = { ...REST };
    for (let i = 0; i < 60; i++) dampPose(fast, raised, 4, 1 / 60);
    for (let i = 0; i < 10; i++) dampPose(slow, raised, 4, 1 / 10);
    expect(fast.leftRaise).toBeCloseTo(slow.leftRaise, 6);
    expect(fast.leftRaise).toBeGreaterThan(2.2);
  });
});

describe('answering a question', () => {
  it('starts at once, holds while he speaks, then lets go', () => {
    expect(answering(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(answering(-5)).toBe(0);
    expect(answering(0)).toBe(0);
    expect(answering(75)).toBeCloseTo(0.5);
    expect(answering(150)).toBe(1);
    expect(answering(1799)).toBe(1);
    expect(answering(2100)).toBeCloseTo(0.5);
    expect(answering(2400)).toBe(0);
    expect(answering(Number.NaN)).toBe(0);
  });
});
