/**
 * Where a meme's caption goes: broken into lines that fit the frame's width and set at the
 * largest size whose lines fit its box. Pure: the width of a piece of text at a size is asked of
 * `measure` (the canvas's measureText on the page, a stand-in in the tests).
 */
import { characters } from './memeText';

/** The width of `text` set at `size` pixels. */
export type Measure = (text: string, size: number) => number;

export interface FitOptions {
  /** The largest and smallest type size, in pixels: short captions are big, long ones smaller. */
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the size. */
  lineHeight: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** Even at the smallest size it did not fit: the last line that fits ends with an ellipsis. */
  overflow: boolean;
}

const ELLIPSIS = '…';

/**
 * Breaks `word` (wider than a line) between characters, never inside one: the first lines as
 * full as they go, the rest returned to carry on with.
 */
function breakWord(word: string, width: number, size: number, measure: Measure): string[] {
  const out: string[] = [];
  let line = '';
  for (const ch of characters(word)) {
    if (line && measure(line + ch, size) > width) {
      out.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) out.push(line);
  return out;
}

/**
 * `text` in lines no wider than `width` at `size`: broken at spaces, and a word wider than a
 * line (or a script written without spaces) between characters. Runs of spaces count as one.
 */
export function wrapText(text: string, width: number, size: number, measure: Measure): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined, size) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    if (measure(word, size) <= width) {
      line = word;
      continue;
    }
    const pieces = breakWord(word, width, size, measure);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** `line` shortened from its end until it fits `width` with an ellipsis after it. */
function withEllipsis(line: string, width: number, size: number, measure: Measure): string {
  const chars = characters(line.trimEnd());
  while (chars.length > 0 && measure(chars.join('').trimEnd() + ELLIPSIS, size) > width) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * The largest whole size between `minSize` and `maxSize` at which `text`'s lines fit `box`
 * (found by halving: a larger size never needs fewer lines); empty text fits at any size (no
 * lines). If it fits at no size, the smallest size with as many lines as the box holds, the last
 * cut with an ellipsis.
 */
export function fitText(text: string, box: { width: number; height: number }, options: FitOptions, measure: Measure): FittedText {
  const { maxSize, minSize, lineHeight } = options;
  if (text.trim() === '') return { size: maxSize, lines: [], overflow: false };
  const at = (size: number) => {
    const lines = wrapText(text, box.width, size, measure);
    return lines.length * size * lineHeight <= box.height ? lines : null;
  };
  let best: FittedText | null = null;
  let lo = Math.ceil(minSize);
  let hi = Math.floor(maxSize);
  while (lo <= hi) {
    const size = Math.floor((lo + hi) / 2);
    const lines = at(size);
    if (lines) {
      best = { size, lines, overflow: false };
      lo = size + 1;
    } else hi = size - 1;
  }
  if (best) return best;
  const size = minSize;
  const all = wrapText(text, box.width, size, measure);
  const room = Math.max(1, Math.floor(box.height / (size * lineHeight)));
  const lines = all.slice(0, room);
  lines[lines.length - 1] = withEllipsis(lines[lines.length - 1]!, box.width, size, measure);
  return { size, lines, overflow: true };
}
