import type { MomentId } from '../../../content/moments';
import { createCrossfade, direct as fadeTo, presence as presenceOn } from '../crossfade';

/** How long a change of moment takes: the old set goes, he turns about, the new one comes. */
const CHANGE_MS = 900;

/**
 * Which moment is on the companion's stage, and how far a change has gone: `from` leaving, `to`
 * arriving, `k` from 0 to 1; null is nobody on stage (past the cabinet). Written once a frame by
 * StageDirector, before the actors read it.
 */
export const momentFade = createCrossfade<MomentId>();

/** Moves the stage to `moment` at `now`; `instant` (still frames) skips the change. */
export const direct = (moment: MomentId | null, now: number, instant: boolean) => fadeTo(momentFade, moment, now, CHANGE_MS, instant);

/** How much of `moment` is on stage now, 0…1. */
export const presence = (moment: MomentId) => presenceOn(momentFade, moment);
