/**
 * A sticker's plan, pure: the frames drawn once (the gathered loop), the steps a file is made at
 * while it is over its platform's cap (the quality first, then the frame rate, then the length),
 * and which drawn frames make each step's loop.
 */
import { stickerFitting, stickerLoops, stickerRules, type StickerFormat } from '../../../content/stickerRules';

/** The loop as drawn: `frames` frames at `fps`, its last `seam` dissolved into those drawn before its first. */
export interface Gathered {
  fps: number;
  frames: number;
  seam: number;
}

/** One try at the file: the quality's place in its list, the frame rate and the length. */
export interface Step {
  quality: number;
  fps: number;
  seconds: number;
}

/** How many quality levels a format's encoder has (stickerFitting's lists). */
function qualityLevels(format: StickerFormat): number {
  const { encoding } = stickerRules[format];
  if (encoding === 'webm') return stickerFitting.webmBitrates.length;
  if (encoding === 'apng') return stickerFitting.apngColours.length;
  if (encoding === 'png-still') return 1;
  return stickerFitting.webpQualities.length;
}

/** The loop to draw for `format` at `fps` (the stage's, or the cut-outs'): never over the platform's rate or length. */
export function gatherFor(format: StickerFormat, fps: number): Gathered {
  const rule = stickerRules[format];
  if (rule.maxSeconds === 0) return { fps: 1, frames: 1, seam: 0 };
  const rate = Math.min(fps, rule.maxFps);
  return { fps: rate, frames: Math.round(Math.min(stickerLoops.seconds, rule.maxSeconds) * rate), seam: Math.max(1, Math.round(stickerLoops.seam * rate)) };
}

/**
 * The steps in the order tried: every quality at the drawn rate and length; then, at the lowest
 * quality, each lower frame rate that divides the drawn one (so its frames are drawn ones); then
 * each shorter length. A still has its qualities alone.
 */
export function ladder(format: StickerFormat, gathered: Gathered): Step[] {
  const levels = qualityLevels(format);
  const seconds = gathered.frames / gathered.fps;
  const steps: Step[] = [];
  for (let q = 0; q < levels; q++) steps.push({ quality: q, fps: gathered.fps, seconds });
  if (stickerRules[format].maxSeconds === 0) return steps;
  const last = levels - 1;
  const rates = stickerFitting.fpsSteps.filter((f) => f < gathered.fps && gathered.fps % f === 0);
  for (const fps of rates) steps.push({ quality: last, fps, seconds });
  const fps = rates.at(-1) ?? gathered.fps;
  for (const s of stickerFitting.lengths) if (s < seconds && Math.round(s * fps) >= 2) steps.push({ quality: last, fps, seconds: s });
  return steps;
}

/** A frame of a step's loop: the drawn frame it shows, and the one dissolved over it (weight 0 to 1) near a shortened loop's end. */
export interface LoopFrame {
  index: number;
  under: number | null;
  weight: number;
}

/**
 * The drawn frames that make `step`'s loop. At a lower rate, every k-th. Shortened, its last
 * frames dissolve into the drawn loop's last ones, which lead into its first, until the last is
 * the drawn one before the first: the shorter loop has no seam either.
 */
export function loopFrames(step: Step, gathered: Gathered): LoopFrame[] {
  const stride = gathered.fps / step.fps;
  const n = Math.max(1, Math.round(step.seconds * step.fps));
  const whole = Math.round(gathered.frames / stride) <= n;
  const seam = whole ? 0 : Math.min(n - 1, Math.max(1, Math.round(stickerLoops.seam * n)));
  return Array.from({ length: n }, (_, j) => {
    const k = j - (n - seam);
    if (k < 0) return { index: j * stride, under: null, weight: 0 };
    return { index: j * stride, under: gathered.frames - (seam - k) * stride, weight: (k + 1) / seam };
  });
}

/** What changed from the first step to `step`, in the order it was stepped down. */
export function stepsTaken(first: Step, step: Step): ('quality' | 'fps' | 'seconds')[] {
  return [step.quality > first.quality && 'quality', step.fps < first.fps && 'fps', step.seconds < first.seconds && 'seconds'].filter(
    (x): x is 'quality' | 'fps' | 'seconds' => x !== false,
  );
}

/**
 * Tries each step in turn until a file is within `cap` bytes; null when none is. `attempt` hears
 * of each try before it is made (the page shows it).
 */
export async function fitToCap<T extends { size: number }>(
  steps: readonly Step[],
  cap: number,
  make: (step: Step) => Promise<T>,
  attempt: (n: number) => void = () => {},
): Promise<{ file: T; step: Step } | null> {
  for (const [i, step] of steps.entries()) {
    attempt(i + 1);
    const file = await make(step);
    if (file.size <= cap) return { file, step };
  }
  return null;
}
