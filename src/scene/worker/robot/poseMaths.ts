import type { Pose } from '../../protocol';

/** The keys of a pose (its type is the protocol's: the scene's report to tests carries it), in one order. */
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
export const restVelocity = (): Pose => Object.fromEntries(POSE_KEYS.map((key) => [key, 0])) as unknown as Pose;

/** How he answers a question: at once, held while he speaks, then back to what he was doing (ms). */
const ANSWER_MS = { rise: 150, hold: 1800, fall: 2400 } as const;

/** How much he is answering a question asked `since` ms ago, 0…1. */
export function answering(since: number): number {
  if (!(since >= 0) || since >= ANSWER_MS.fall) return 0;
  if (since < ANSWER_MS.rise) return since / ANSWER_MS.rise;
  return since < ANSWER_MS.hold ? 1 : 1 - (since - ANSWER_MS.hold) / (ANSWER_MS.fall - ANSWER_MS.hold);
}
