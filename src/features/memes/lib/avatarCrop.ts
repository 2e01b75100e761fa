/**
 * Where a profile picture is cut from the character's picture: a square round the head and
 * shoulders. Pure: the picture comes as a mask of its solid pixels (found on a small copy of it),
 * and the square goes back in that mask's pixels (the caller scales it to the picture).
 *
 * The head is found from the figure's outline, not from where a pose puts it: whatever stands
 * above it (an antenna, a screen behind him, the cabinet's desks) or beside it (flags, raised
 * arms), the head is the round block just above the narrowest row of the upper body, the neck.
 */

/** A picture's solid pixels, row by row: `solid[y * width + x]` is 1 where it is more than half opaque. */
export interface SolidMask {
  width: number;
  height: number;
  solid: Uint8Array;
}

/** A square of a picture: its top left corner and side, in the picture's (or the mask's) pixels. */
export interface Square {
  x: number;
  y: number;
  side: number;
}

/** The character's head as found: its centre across, its top and its bottom (the neck), in rows. */
export interface Head {
  x: number;
  top: number;
  bottom: number;
}

/** The square is this many head heights: the head, the antenna above it, the shoulders below. */
const HEADS_PER_SIDE = 3.2;
/** The head's middle sits this far down the square: room above for the antenna, shoulders below. */
const HEAD_AT = 0.47;
/** A head's height for its width: where something hides its top, its width tells where that is. */
const HEAD_ASPECT = 0.75;
/** Without a head found: the middle of the solid columns this far down the figure is the head's… */
const TOP_BAND = 0.15;
/** …and the square is this share of the figure's height, from just above its top. */
const TOP_SHARE = 0.45;
/** A minister's framed still: a square this share of its short side, this far from its top. */
const FRAME_SIDE = 0.68;
const FRAME_TOP = 0.06;

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const at = (mask: SolidMask, x: number, y: number) => x >= 0 && x < mask.width && y >= 0 && y < mask.height && mask.solid[y * mask.width + x] === 1;

/** The box round the solid pixels (inclusive); null when nothing is solid. */
function boundsOf(mask: SolidMask): Bounds | null {
  let [left, top, right, bottom] = [mask.width, mask.height, -1, -1];
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) {
      if (!at(mask, x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

/**
 * The column the body stands on: the one with the most solid pixels round it (within a fifth of
 * the figure's width), so a thin flagpole or a prop at the side never outweighs the body.
 */
function spineOf(mask: SolidMask, box: Bounds): number {
  const counts: number[] = [];
  for (let x = box.left; x <= box.right; x++) {
    let n = 0;
    for (let y = box.top; y <= box.bottom; y++) n += at(mask, x, y) ? 1 : 0;
    counts.push(n);
  }
  const reach = Math.max(1, Math.round((box.right - box.left + 1) * 0.1));
  const middle = (box.left + box.right) / 2;
  let best = box.left;
  let bestMass = -1;
  counts.forEach((_, i) => {
    let mass = 0;
    for (let j = Math.max(0, i - reach); j <= Math.min(counts.length - 1, i + reach); j++) mass += counts[j]!;
    const x = box.left + i;
    if (mass > bestMass || (mass === bestMass && Math.abs(x - middle) < Math.abs(best - middle))) [best, bestMass] = [x, mass];
  });
  return best;
}

/** The solid run through (x, y) along the row: its left and right ends, or null where (x, y) is clear. */
function runAt(mask: SolidMask, x: number, y: number): { left: number; right: number } | null {
  if (!at(mask, x, y)) return null;
  let [left, right] = [x, x];
  while (at(mask, left - 1, y)) left--;
  while (at(mask, right + 1, y)) right++;
  return { left, right };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The head: above the neck, the row where the body's run (through its spine) is narrowest with
 * wider rows both above (the head) and below (the shoulders); it reaches up until the run grows
 * thin (an antenna, a halo) or much wider (a screen behind it). Null when no neck stands out.
 */
export function findHead(mask: SolidMask): Head | null {
  const box = boundsOf(mask);
  if (!box) return null;
  const tall = box.bottom - box.top + 1;
  const spine = spineOf(mask, box);
  const widths: number[] = [];
  for (let y = 0; y < mask.height; y++) {
    const run = runAt(mask, spine, y);
    widths.push(run ? run.right - run.left + 1 : 0);
  }
  const torso = median(widths.slice(box.top + Math.floor(tall / 2), box.bottom + 1).filter((w) => w > 0));
  const near = Math.max(2, Math.round(tall * 0.1));
  const widest = (from: number, to: number) => Math.max(0, ...widths.slice(Math.max(0, from), Math.min(mask.height, to)));
  let neck = -1;
  let neckScore = Infinity;
  for (let y = box.top + Math.round(tall * 0.08); y <= box.top + Math.round(tall * 0.75); y++) {
    const w = widths[y]!;
    if (w < torso * 0.25) continue;
    const above = widest(y - near, y);
    const below = widest(y + 1, y + 1 + near);
    if (above < w * 1.25 || below < w * 1.25) continue;
    const score = w / Math.min(above, below);
    if (score < neckScore) [neck, neckScore] = [y, score];
  }
  if (neck < 0) return null;
  const reference = widest(neck - near, neck);
  let top = neck;
  let sum = 0;
  const across: number[] = [];
  while (top - 1 >= box.top) {
    const run = runAt(mask, spine, top - 1);
    const w = run ? run.right - run.left + 1 : 0;
    if (!run || w < reference * 0.45 || w > reference * 1.8) break;
    top--;
    sum += (run.left + run.right + 1) / 2;
    across.push(w);
  }
  const rows = neck - top;
  if (rows < tall * 0.06) return null;
  // Partly hidden (a screen behind its top), the head is as tall as its width says.
  return { x: sum / rows, top: neck - Math.max(rows, median(across) * HEAD_ASPECT), bottom: neck };
}

/** The square round a head: the head's middle a little above the square's, so the shoulders show. */
export function headSquare(head: Head): Square {
  const side = (head.bottom - head.top) * HEADS_PER_SIDE;
  const middle = (head.top + head.bottom) / 2;
  return { x: head.x - side / 2, y: middle - side * HEAD_AT, side };
}

/**
 * Without a head found: the top of the figure, its middle where the top rows' solid columns
 * are (on average), a square of the figure's upper part from a little above it.
 */
function topSquare(mask: SolidMask, box: Bounds): Square {
  const tall = box.bottom - box.top + 1;
  let sum = 0;
  let n = 0;
  for (let y = box.top; y < box.top + Math.max(1, Math.round(tall * TOP_BAND)); y++) {
    for (let x = box.left; x <= box.right; x++) {
      if (!at(mask, x, y)) continue;
      sum += x + 0.5;
      n++;
    }
  }
  const side = tall * TOP_SHARE;
  return { x: sum / n - side / 2, y: box.top - side * 0.06, side };
}

/** The square a standing character's profile picture is cut from, in the mask's pixels. */
export function standCrop(mask: SolidMask): Square {
  const head = findHead(mask);
  if (head) return headSquare(head);
  const box = boundsOf(mask);
  if (box) return topSquare(mask, box);
  const side = Math.min(mask.width, mask.height);
  return { x: (mask.width - side) / 2, y: 0, side };
}

/** A framed still (a minister's, with its own backdrop): the square round the head in its middle. */
export function frameCrop(width: number, height: number): Square {
  const side = Math.min(width, height) * FRAME_SIDE;
  return { x: (width - side) / 2, y: height * FRAME_TOP, side };
}
