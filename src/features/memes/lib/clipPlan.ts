/**
 * A clip's plan, in numbers: its size and frames for a format and shape, the seam that makes
 * three seconds loop, and the still pictures' movement. Pure, so the page, the clip's worker and
 * the tests read the same numbers.
 */
import { memeClips, type ClipFormat } from '../../../content/clipRules';
import type { MemeShape } from '../../../content/memeChoices';

export interface ClipSpec {
  format: ClipFormat;
  width: number;
  height: number;
  fps: number;
  /** Frames in the file. */
  frames: number;
  /**
   * The seam: the last `seam` frames dissolve into the frames drawn just before the first, so the
   * file loops with no jump. The scene draws these first, before frame 0, and holds them.
   */
  seam: number;
}

export function clipSpec(format: ClipFormat, shape: MemeShape): ClipSpec {
  const kind = format === 'gif' ? memeClips.gif : memeClips.video;
  const { width, height } = kind[shape];
  return { format, width, height, fps: kind.fps, frames: Math.round(memeClips.seconds * kind.fps), seam: Math.round(memeClips.seam * kind.fps) };
}

/**
 * How much of frame `i` is the seam's frame (its `i - (frames - seam)`th): none before the seam,
 * then rising by equal steps to all of it at the last frame, which is then the frame drawn just
 * before frame 0: the loop goes on as if the clip were longer.
 */
export function seamWeight(i: number, { frames, seam }: Pick<ClipSpec, 'frames' | 'seam'>): number {
  const into = i - (frames - seam);
  return into < 0 ? 0 : (into + 1) / seam;
}

/** The still picture's push-in at `t` seconds: in and back out once a clip, so the loop has no seam. */
export function pushScale(t: number, seconds: number = memeClips.seconds, push: number = memeClips.push): number {
  return 1 + (push * (1 - Math.cos((2 * Math.PI * t) / seconds))) / 2;
}

/** The caption's stamp at `t` seconds: it swells and settles at the start, at rest at the first and the last frame. */
export function stampScale(t: number, stamp: { scale: number; seconds: number } = memeClips.stamp): number {
  if (t <= 0 || t >= stamp.seconds) return 1;
  return 1 + stamp.scale * Math.sin((Math.PI * t) / stamp.seconds) ** 2;
}
