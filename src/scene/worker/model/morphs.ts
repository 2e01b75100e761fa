import { lidsAt, smooth } from '../robot/face';

/** The face's morph targets' weights, by the names the model gives them. */
export interface Morphs {
  blinkLeft: number;
  blinkRight: number;
  eyesWide: number;
  browsUp: number;
  browsDown: number;
  smile: number;
  frown: number;
  mouthOpen: number;
  mouthWide: number;
  mouthRound: number;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** How fast his mouth moves between the shapes of speech: about five syllables a second. */
const SYLLABLES = 5.3;

/**
 * The acting face for a pose's `eyes` (0.6 a squint, 1 calm, 1.35 wide) and `joy` (0…1), his
 * speech (0…1, in time with the words) at time `t`: he blinks every few seconds (both eyes, the
 * same rhythm as the cabinet's), squints and knits his brows over small print, widens his eyes and
 * raises his brows when taken aback, smiles with narrowed eyes when glad, and talks through open,
 * wide and round mouth shapes. Pure: the same pose and time give the same face, so posters hold still.
 */
export function morphsAt(out: Morphs, pose: { eyes: number; joy: number }, speech: number, t: number): Morphs {
  const glad = smooth(0.25, 0.75, pose.joy);
  const open = pose.eyes * lidsAt(t);
  const blink = Math.max(clamp01((1 - open) / 0.88), glad * 0.3);
  out.blinkLeft = blink;
  out.blinkRight = blink;
  out.eyesWide = clamp01((open - 1) / 0.35);
  out.browsDown = clamp01((0.9 - pose.eyes) / 0.3);
  out.browsUp = Math.max(out.eyesWide, glad * 0.35) * (1 - out.browsDown);
  out.smile = glad;
  out.frown = out.browsDown * 0.45 * (1 - glad);
  const syllable = Math.sin(t * SYLLABLES * Math.PI);
  out.mouthOpen = clamp01(speech) * 0.85;
  out.mouthWide = clamp01(speech) * Math.max(0, syllable) * 0.6;
  out.mouthRound = clamp01(speech) * Math.max(0, -syllable) * 0.8;
  return out;
}

export const restingMorphs = (): Morphs => ({ blinkLeft: 0, blinkRight: 0, eyesWide: 0, browsUp: 0, browsDown: 0, smile: 0, frown: 0, mouthOpen: 0, mouthWide: 0, mouthRound: 0 });
