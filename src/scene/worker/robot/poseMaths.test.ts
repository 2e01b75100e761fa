import { describe, expect, it } from 'vitest';
import type { Pose } from '../../protocol';
import { answering, blendPose, POSE_KEYS, REST, springPose, restVelocity } from './poseMaths';

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
});

describe('the pose spring', () => {
  const run = (fps: number, seconds: number) => {
    const pose = { ...REST };
    const velocity = restVelocity();
    const trace: number[] = [];
    for (let i = 0; i < fps * seconds; i++) trace.push(springPose(pose, velocity, raised, 1 / fps).leftRaise);
    return trace;
  };

  it('overshoots a new pose once, then settles on it', () => {
    const trace = run(60, 2);
    const peak = Math.max(...trace);
    expect(peak).toBeGreaterThan(raised.leftRaise + 0.02);
    expect(peak).toBeLessThan(raised.leftRaise + 0.5);
    expect(trace.at(-1)).toBeCloseTo(raised.leftRaise, 2);
  });

  it('lands in the same place at 30 fps as at 120', () => {
    expect(run(30, 1).at(-1)).toBeCloseTo(run(120, 1).at(-1)!, 2);
  });

  it('a long stall moves it no further than a tenth of a second', () => {
    const pose = { ...REST };
    springPose(pose, restVelocity(), raised, 5);
    const capped = { ...REST };
    springPose(capped, restVelocity(), raised, 0.1);
    expect(pose).toEqual(capped);
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
