import type { Pace, SceneOptions } from '../protocol';

/** `?pace=20` or `?pace=30,4`: frames a second and an optional jitter in ms, or null. */
export function parsePace(value: string | null): Pace | null {
  const match = /^(\d+(?:\.\d+)?)(?:,(\d+(?:\.\d+)?))?$/.exec(value ?? '');
  if (!match) return null;
  const fps = Number(match[1]);
  const jitter = Number(match[2] ?? 0);
  return fps > 0 && jitter < 1000 / fps ? { fps, jitter } : null;
}

/**
 * What the address asks of the scene: `?post=off` (only that value) draws without the finish (the
 * bench compares the two); `?debug&pace=20` (or `=30,4`) has the frame-rate control measure frames
 * at that pace, not this machine's (tests of the control).
 */
export function addressOptions(debug: SceneOptions['debug']): Pick<SceneOptions, 'finish' | 'pace'> {
  const params = new URLSearchParams(window.location.search);
  return { finish: params.get('post') !== 'off', pace: debug ? parsePace(params.get('pace')) : null };
}
