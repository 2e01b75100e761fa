/**
 * A meme's caption as the visitor types it: plain text, one line per field, cut to a stated
 * length. Pure, so the page, its count and the picture agree on what a caption holds.
 */

/** Line breaks and tabs: a caption line is one line, so each run of them becomes a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/**
 * Never kept: control characters (C0, DEL, C1), the bidi embeddings, overrides and isolates
 * (which could make a caption read one way and draw another), the byte-order mark, and halves
 * of a character whose other half is missing. Bidi marks (LRM, RLM, ALM) stay: they change no
 * order the text did not ask for, and right-to-left scripts use them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const STRIPPED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export interface CleanCaption {
  /** What the field keeps and the picture draws. */
  text: string;
  /** Its length in characters as a reader counts them (an emoji with its modifiers is one). */
  length: number;
  /** Longer than the limit: the rest was cut off. */
  cut: boolean;
  /** Control or bidi-override characters were taken out. */
  removed: boolean;
}

/** Made when first needed: building a segmenter loads the platform's break rules, too slow for page start. */
let segmenter: Intl.Segmenter | null = null;
const graphemes = (text: string) => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })).segment(text);

/** Printable ASCII: one character per code unit, no segmenter needed. */
const PLAIN = /^[\x20-\x7e]*$/;

/** The characters of `text` as a reader counts them: a flag, an emoji family, a letter with its accents. */
export function characters(text: string): string[] {
  return PLAIN.test(text) ? text.split('') : Array.from(graphemes(text), (s) => s.segment);
}

/** How many characters `text` has, as a reader counts them. */
export const characterCount = (text: string) => (PLAIN.test(text) ? text.length : characters(text).length);

/**
 * `raw` as a caption: line breaks become spaces, controls and bidi overrides go, and at most
 * `max` characters stay (never half an emoji). Whatever was pasted (100,000 characters, markup,
 * a right-to-left override), what comes back is plain text the page shows as text.
 */
export function cleanCaption(raw: string, max: number): CleanCaption {
  const spaced = raw.replace(BREAKS, ' ');
  const text = spaced.replace(STRIPPED, '');
  const removed = text.length !== spaced.length;
  if (PLAIN.test(text.slice(0, max + 1))) {
    const cut = text.length > max;
    return { text: cut ? text.slice(0, max) : text, length: Math.min(max, text.length), cut, removed };
  }
  let length = 0;
  let end = 0;
  // Counted lazily: a huge paste is never split into graphemes past the limit.
  for (const { segment, index } of graphemes(text)) {
    if (length === max) return { text: text.slice(0, index), length, cut: true, removed };
    length += 1;
    end = index + segment.length;
  }
  return { text: text.slice(0, end), length, cut: false, removed };
}

/**
 * The letters of the scripts written right to left (Hebrew, Arabic and its neighbours), and the
 * marks that say "right to left" (RLM, ALM). Their points and vowel signs are not letters, so a
 * caption is judged by its first letter, as a browser's `dir="auto"` judges a field.
 */
const RTL_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;
const RLM_ALM = /[\u200f\u061c]/;
const LRM = '\u200e';

/**
 * The direction `text` is written in, from its first strong character (a letter, or a bidi
 * mark): 'rtl' for Hebrew and Arabic, 'ltr' for every other letter and when there is none (digits,
 * emoji and punctuation lean on their neighbours), so "שלום!" ends with "!" on its left.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const ch of text) {
    if (RLM_ALM.test(ch) || (LETTER.test(ch) && RTL_LETTER.test(ch))) return 'rtl';
    if (LETTER.test(ch) || ch === LRM) return 'ltr';
  }
  return 'ltr';
}

/** The feed's law numbers run from 001; a caption's may go up to 999. */
const LAW_MAX = 999;

/** A law number from what was typed: its digits, up to three, at least 1; null when there are none. */
export function parseLawNumber(raw: string): number | null {
  const digits = raw.replace(/\D/g, '').slice(0, 3);
  if (digits === '') return null;
  return Math.min(LAW_MAX, Math.max(1, Number(digits)));
}

/** "Law 016:", as the feed writes its laws. */
export const lawLabel = (n: number) => `Law ${String(n).padStart(3, '0')}:`;

/** Words of a caption for a file name: latin letters and digits, accents dropped, hyphens between. */
function slug(text: string, max: number): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let out = '';
  for (const word of words) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > max) return out || word.slice(0, max);
    out = next;
  }
  return out;
}

/** At most this many characters of the caption in a file name. */
const SLUG_MAX = 48;

/**
 * A picture's file name: the token, "meme", and the first of `names` (the caption, then the
 * character) that has letters a file name can carry, e.g. `chipc-meme-no-policies-no-problem.png`.
 */
export function memeFileName(token: string, names: readonly string[], extension = 'png'): string {
  const prefix = slug(token, SLUG_MAX) || 'meme';
  for (const name of names) {
    const s = slug(name, SLUG_MAX);
    if (s) return `${prefix}-meme-${s}.${extension}`;
  }
  return `${prefix}-meme.${extension}`;
}

/** One of `allowed` from an address's parameter, or `fallback` for anything else (absent, unknown, odd). */
export function pickParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const value = params.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A profile picture's file name: the token, "avatar", and the character's name, e.g. `chipc-avatar-chancellor-chip.png`. */
export function avatarFileName(token: string, name: string): string {
  const prefix = slug(token, SLUG_MAX) || 'meme';
  const who = slug(name, SLUG_MAX);
  return who ? `${prefix}-avatar-${who}.png` : `${prefix}-avatar.png`;
}

/** A sticker's file name: the token, the platform, "sticker" and the pose, e.g. `chipc-telegram-sticker-hero.webm`. */
export function stickerFileName(token: string, platform: string, pose: string, extension: string): string {
  const prefix = slug(token, SLUG_MAX) || 'meme';
  return `${prefix}-${slug(platform, SLUG_MAX)}-sticker-${slug(pose, SLUG_MAX)}.${extension}`;
}
