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
  /** His right arm out, pointing (the modelled Chancellor's clip; the primitive robots have none). */
  point: number;
  /** Mouth and visor at work: he is reading out. */
  talk: number;
  /** Bob and arm swing: he is walking. */
  walk: number;
  /** The paper in his hand, and the podium before him: 0 hidden, 1 there. */
  paper: number;
  podium: number;
  /** The face on his visor: how open the eyes are (0.6 a squint, 1 calm, 1.35 wide) and how
   * glad he is (0 level, 1 beaming: the eyes turn to arcs and the mouth to a smile). */
  eyes: number;
  joy: number;
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
  'point',
  'talk',
  'walk',
  'paper',
  'podium',
  'eyes',
  'joy',
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
  point: 0,
  talk: 0,
  walk: 0,
  paper: 0,
  podium: 0,
  eyes: 1,
  joy: 0,
};

/** `out` = `a` blended toward `b` by `t` (0…1). Returns `out`. */
export function blendPose(out: Pose, a: Pose, b: Pose, t: number): Pose {
  for (const key of POSE_KEYS) out[key] = a[key] + (b[key] - a[key]) * t;
  return out;
}

/** How a pose follows its target: a spring a little under critical damping, so a change of
 * pose overshoots once and settles (follow-through), where plain damping would only ease in. */
const POSE_SPRING = { stiffness: 90, damping: 13 } as const;
/** The spring's fixed step: its result is the same at 30 fps as at 120. */
const SPRING_STEP = 1 / 120;

/**
 * Moves `current` toward `target` as a spring over `delta` seconds (capped at 0.1 s), `velocity`
 * carrying each key's speed from frame to frame. Fixed substeps: frame-rate independent.
 */
export function springPose(current: Pose, velocity: Pose, target: Pose, delta: number, spring: { stiffness: number; damping: number } = POSE_SPRING): Pose {
  const steps = Math.max(1, Math.round(Math.min(delta, 0.1) / SPRING_STEP));
  for (let i = 0; i < steps; i++) {
    for (const key of POSE_KEYS) {
      const accel = spring.stiffness * (target[key] - current[key]) - spring.damping * velocity[key];
      velocity[key] += accel * SPRING_STEP;
      current[key] += velocity[key] * SPRING_STEP;
    }
  }
  return current;
}

/** A pose of zero speeds: the spring's starting velocity. */
export const stillVelocity = (): Pose => Object.fromEntries(POSE_KEYS.map((key) => [key, 0])) as unknown as Pose;

/** How he answers a question: at once, held while he speaks, then back to what he was doing (ms). */
const ANSWER_MS = { rise: 150, hold: 1800, fall: 2400 } as const;

/** How much he is answering a question asked `since` ms ago, 0…1. */
export function answering(since: number): number {
  if (!(since >= 0) || since >= ANSWER_MS.fall) return 0;
  if (since < ANSWER_MS.rise) return since / ANSWER_MS.rise;
  return since < ANSWER_MS.hold ? 1 : 1 - (since - ANSWER_MS.hold) / (ANSWER_MS.fall - ANSWER_MS.hold);
}
