/**
 * The face on a robot's visor, as plain numbers the scene applies to its meshes each frame:
 * eyes that blink, squint, widen and turn to happy arcs; a mouth bar that talks and curves into
 * a smile; a minister's status on top (MALFUNCTIONING flashes error crosses for eyes, GLITCHED
 * weeps glitchy tears). Pure: the same pose and time give the same face, so posters hold still.
 */
export interface Face {
  /** The round eyes' height (0 closed … 1.35 wide); 0 when arcs or crosses replace them. */
  eyes: number;
  /** The happy arcs' height, 0 … 1. */
  arcs: number;
  /** The error crosses shown instead of eyes. */
  error: boolean;
  /** The straight mouth bar: width and height scales (its height opens as he talks). */
  barWidth: number;
  barHeight: number;
  /** The smile's size, 0 … 1 (opening a little as he talks). */
  smile: number;
  /** How bright the mouth glows: speech and gladness light it. */
  mouthGlow: number;
  /** A tear's fall, 0 … 1 down the cheek, or null for none. */
  tear: number | null;
}

export type FaceStatus = 'ONLINE' | 'GLITCHED' | 'MALFUNCTIONING' | 'ACTIVE' | 'CHANCELLOR';

const BLINK_EVERY = 3.7;
const BLINK_FOR = 0.14;

/** Deterministic noise in [-1, 1]. */
export function noise(t: number): number {
  return Math.sin(t * 12.9898) * Math.sin(t * 78.233 + 1.7);
}

/** How open the lids are at `t`: a blink every 3.7 s, and every third one a double blink. */
export function lidsAt(t: number): number {
  const cycle = Math.floor(t / BLINK_EVERY);
  const phase = t - cycle * BLINK_EVERY;
  if (phase < BLINK_FOR) return 0.12;
  if (cycle % 3 === 2 && phase > BLINK_FOR * 2 && phase < BLINK_FOR * 3) return 0.12;
  return 1;
}

/** 0 below `a`, 1 above `b`, smooth between. */
export const smooth = (a: number, b: number, x: number) => {
  const k = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
};

/**
 * The face for a pose's `eyes` (openness) and `joy`, its speech (`speech` 0…1, already in time
 * with the words) and the robot's status, at time `t`. Writes into `out` and returns it.
 */
export function faceAt(out: Face, pose: { eyes: number; joy: number }, speech: number, status: FaceStatus, t: number): Face {
  const lids = lidsAt(t);
  const glad = smooth(0.25, 0.75, pose.joy);
  out.error = status === 'MALFUNCTIONING' && noise(Math.floor(t * 3)) > 0.1;
  out.eyes = out.error ? 0 : Math.max(0, pose.eyes * lids * (1 - glad));
  out.arcs = out.error ? 0 : glad * (lids < 1 ? 0.4 : 1);
  out.barWidth = (1 + speech * 0.35) * (1 - glad);
  out.barHeight = 1 + speech * 2.2;
  out.smile = glad * (1 + speech * 0.25);
  out.mouthGlow = Math.max(speech * 1.6, glad * 1.3);
  out.tear = status === 'GLITCHED' ? (t * 0.7) % 1 : null;
  return out;
}

export const restingFace = (): Face => ({ eyes: 1, arcs: 0, error: false, barWidth: 1, barHeight: 1, smile: 0, mouthGlow: 0, tear: null });
