/** The count-up: 2000 ms in 60 steps, starting once 30% of the counter is visible. */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEPS = 60;
export const REVEAL_THRESHOLD = 0.3;

/**
 * Value shown `elapsedMs` after the count started. Derived from elapsed time
 * rather than from ticks, so a throttled timer never leaves the counter short.
 */
export function countUpValue(
  target: number,
  elapsedMs: number,
  durationMs = COUNT_UP_DURATION_MS,
  steps = COUNT_UP_STEPS,
): number {
  if (elapsedMs <= 0) return 0;
  if (elapsedMs >= durationMs) return target;
  const step = Math.floor((elapsedMs / durationMs) * steps);
  return Math.round((target * step) / steps);
}
