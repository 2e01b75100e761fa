/**
 * A stage where one thing at a time is on (or nothing, null), and a change takes a while: the
 * one leaving and the one arriving share it, `k` going from 0 to 1 on an eased curve. Pure: time
 * is given. The companion's moments run on it (scene/actors/stage.ts).
 */
export interface Stage<T> {
  from: T | null;
  to: T | null;
  since: number;
  k: number;
}

/** Eases a change: it sets off slowly, travels, and settles. */
export const smoothstep = (t: number) => t * t * (3 - 2 * t);

export const createStage = <T>(): Stage<T> => ({ from: null, to: null, since: Number.NEGATIVE_INFINITY, k: 1 });

/** Puts `next` on `stage` at `now`, a change taking `ms`; `instant` skips the change. */
export function direct<T>(stage: Stage<T>, next: T | null, now: number, ms: number, instant: boolean): Stage<T> {
  if (next !== stage.to) {
    // A change in the middle of another: whichever was more on stage leaves.
    stage.from = stage.k < 0.5 ? stage.from : stage.to;
    stage.to = next;
    stage.since = now;
  }
  stage.k = instant ? 1 : smoothstep(Math.min(1, Math.max(0, (now - stage.since) / ms)));
  if (stage.k >= 1) stage.from = stage.to;
  return stage;
}

/** How much of `item` is on stage now, 0…1. */
export const presence = <T>(stage: Stage<T>, item: T) =>
  (stage.to === item ? stage.k : 0) + (stage.from === item && stage.from !== stage.to ? 1 - stage.k : 0);
