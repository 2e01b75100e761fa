import type { MomentId } from '../../../content/moments';

/**
 * A crossfade: one thing at a time is on (or nothing, null), and a change takes a while: the
 * one leaving and the one arriving share it, `k` going from 0 to 1 on an eased curve. Pure: time
 * is given.
 */
export interface Crossfade<T> {
  from: T | null;
  to: T | null;
  since: number;
  k: number;
}

/** Eases a change: it sets off slowly, travels, and settles. */
export const smoothstep = (t: number) => t * t * (3 - 2 * t);

export const createCrossfade = <T>(): Crossfade<T> => ({ from: null, to: null, since: Number.NEGATIVE_INFINITY, k: 1 });

/** Puts `next` on `fade` at `now`, a change taking `ms`; `instant` skips the change. */
export function fadeTo<T>(fade: Crossfade<T>, next: T | null, now: number, ms: number, instant: boolean): Crossfade<T> {
  if (next !== fade.to) {
    // A change in the middle of another: whichever was more on fade leaves.
    fade.from = fade.k < 0.5 ? fade.from : fade.to;
    fade.to = next;
    fade.since = now;
  }
  fade.k = instant ? 1 : smoothstep(Math.min(1, Math.max(0, (now - fade.since) / ms)));
  if (fade.k >= 1) fade.from = fade.to;
  return fade;
}

/** How much of `item` is on fade now, 0…1. */
export const presenceOn = <T>(fade: Crossfade<T>, item: T) =>
  (fade.to === item ? fade.k : 0) + (fade.from === item && fade.from !== fade.to ? 1 - fade.k : 0);

/** How long a change of moment takes: the old set goes, he turns about, the new one comes. */
const CHANGE_MS = 900;

/**
 * Which moment is on the companion's stage, and how far a change has gone: `from` leaving, `to`
 * arriving, `k` from 0 to 1; null is nobody on stage (past the cabinet). Written once a frame by
 * StageDirector, before the actors read it.
 */
export const momentFade = createCrossfade<MomentId>();

/** Moves the stage to `moment` at `now`; `instant` (motionless frames) skips the change. */
export const direct = (moment: MomentId | null, now: number, instant: boolean) => fadeTo(momentFade, moment, now, CHANGE_MS, instant);

/** How much of `moment` is on stage now, 0…1. */
export const presence = (moment: MomentId) => presenceOn(momentFade, moment);
