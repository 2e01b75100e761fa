/**
 * A robot's pose as plain numbers (angles in radians, amounts 0…1), so the
 * scene can blend two moments' poses every frame without allocating.
 */
export interface Pose {
  /** Body yaw: positive turns him to the viewer's right. */
  turn: number;
  headYaw: number;
  headPitch: number;
  /** His left arm (the viewer's right): raised sideways, and swung forward. */
  leftRaise: number;
  leftForward: number;
  /** How much the left arm waves, on top of its raise. */
  wave: number;
  /** His right arm (the viewer's left). */
  rightRaise: number;
  rightForward: number;
  /** Mouth and visor at work: he is reading out. */
  talk: number;
  /** Bob and arm swing: he is walking. */
  walk: number;
  /** The paper in his hand, and the podium before him: 0 hidden, 1 there. */
  paper: number;
  podium: number;
}

export const POSE_KEYS = [
  'turn',
  'headYaw',
  'headPitch',
  'leftRaise',
  'leftForward',
  'wave',
  'rightRaise',
  'rightForward',
  'talk',
  'walk',
  'paper',
  'podium',
] as const satisfies readonly (keyof Pose)[];

/** Arms hang a little away from the suit. */
export const REST: Pose = {
  turn: 0,
  headYaw: 0,
  headPitch: 0,
  leftRaise: 0.25,
  leftForward: 0,
  wave: 0,
  rightRaise: 0.25,
  rightForward: 0,
  talk: 0,
  walk: 0,
  paper: 0,
  podium: 0,
};

/** `out` = `a` blended toward `b` by `t` (0…1). Returns `out`. */
export function blendPose(out: Pose, a: Pose, b: Pose, t: number): Pose {
  for (const key of POSE_KEYS) out[key] = a[key] + (b[key] - a[key]) * t;
  return out;
}

/** Eases `current` toward `target` over time, frame-rate independent (exponential damping). */
export function dampPose(current: Pose, target: Pose, lambda: number, delta: number): Pose {
  const k = 1 - Math.exp(-lambda * delta);
  for (const key of POSE_KEYS) current[key] += (target[key] - current[key]) * k;
  return current;
}

/** How he answers a question: at once, held while he speaks, then back to what he was doing (ms). */
const ANSWER_MS = { rise: 150, hold: 1800, fall: 2400 } as const;

/** How much he is answering a question asked `since` ms ago, 0…1. */
export function answering(since: number): number {
  if (!(since >= 0) || since >= ANSWER_MS.fall) return 0;
  if (since < ANSWER_MS.rise) return since / ANSWER_MS.rise;
  return since < ANSWER_MS.hold ? 1 : 1 - (since - ANSWER_MS.hold) / (ANSWER_MS.fall - ANSWER_MS.hold);
}
