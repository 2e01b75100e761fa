import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { FIRST_MEME_LAW, type CaptionStyle } from '../../../content/memeCaption';
import { CHANCELLOR, memeBackdrops, memeCharacters, memeMoments, memeShapes, type BackdropId, type MemeShape } from '../../../content/memeChoices';
import { memePicture } from '../../../content/memePicture';
import { MOMENTS, type MomentId } from '../../../content/moments';
import { createListeners } from '../../../lib/listeners';
import { lawLabel, parseLawNumber, pickParam } from '../lib/memeText';

/** What the visitor has chosen: the picture's parts. */
export interface MemeChoice {
  character: string;
  moment: MomentId;
  backdrop: BackdropId;
  shape: MemeShape;
  style: CaptionStyle;
}

/** What the visitor has typed, already cleaned (lib/memeText). */
export interface MemeCaptions {
  top: string;
  bottom: string;
  /** The law number's digits as typed (at most three); empty draws the default. */
  lawNumber: string;
  lawText: string;
}

const CHARACTER_IDS = memeCharacters.map((c) => c.id);
const BACKDROP_IDS = memeBackdrops.map((b) => b.id);
const SHAPE_IDS = memeShapes.map((s) => s.id);
const STYLE_IDS: readonly CaptionStyle[] = ['classic', 'law'];

const DEFAULT_CHOICE: MemeChoice = { character: CHANCELLOR, moment: 'hero', backdrop: 'navy', shape: 'square', style: 'classic' };
export const EMPTY_CAPTIONS: MemeCaptions = { top: '', bottom: '', lawNumber: '', lawText: '' };

/** The address's parameters that name a choice (never a caption: what is typed stays on the device). */
const PARAMS = ['character', 'moment', 'backdrop', 'shape', 'style'] as const;

/** The choice an address names, each parameter checked against what exists; anything else is the default. */
function choiceFromSearch(search: string): MemeChoice {
  const params = new URLSearchParams(search);
  return {
    character: pickParam(params, 'character', CHARACTER_IDS, DEFAULT_CHOICE.character),
    moment: pickParam(params, 'moment', MOMENTS, DEFAULT_CHOICE.moment),
    backdrop: pickParam(params, 'backdrop', BACKDROP_IDS, DEFAULT_CHOICE.backdrop),
    shape: pickParam(params, 'shape', SHAPE_IDS, DEFAULT_CHOICE.shape),
    style: pickParam(params, 'style', STYLE_IDS, DEFAULT_CHOICE.style),
  };
}

/** The address for a choice: only what differs from the default, other parameters kept. */
function searchFor(choice: MemeChoice, current: string): string {
  const params = new URLSearchParams(current);
  for (const key of PARAMS) {
    if (choice[key] === DEFAULT_CHOICE[key]) params.delete(key);
    else params.set(key, choice[key]);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const isChancellor = (choice: Pick<MemeChoice, 'character'>) => choice.character === CHANCELLOR;

export const shapeOf = (choice: Pick<MemeChoice, 'shape'>) => memeShapes.find((s) => s.id === choice.shape) ?? memeShapes[0]!;

/** The law's label as drawn: the number typed, or the next law after the feed's. */
export const lawOf = (captions: MemeCaptions) => lawLabel(parseLawNumber(captions.lawNumber) ?? FIRST_MEME_LAW);

/** What the picture shows, in words: the preview's description, following every choice and keystroke. */
export function describe(choice: MemeChoice, captions: MemeCaptions): string {
  const who = memeCharacters.find((c) => c.id === choice.character) ?? memeCharacters[0]!;
  const doing = isChancellor(choice) ? (memeMoments.find((m) => m.id === choice.moment)?.describe ?? null) : null;
  const backdrop = memeBackdrops.find((b) => b.id === choice.backdrop)!;
  const shape = shapeOf(choice);
  const parts = [`${shape.label} meme, ${shape.width} × ${shape.height}: ${memePicture.describe.who(who.name, doing)} ${memePicture.describe.on(backdrop.describe)}.`];
  const top = captions.top.trim();
  const bottom = captions.bottom.trim();
  const law = captions.lawText.trim();
  if (choice.style === 'law') parts.push(law ? memePicture.describe.law(lawOf(captions), law) : memePicture.describe.none);
  else {
    if (top) parts.push(memePicture.describe.top(top));
    if (bottom) parts.push(memePicture.describe.bottom(bottom));
    if (!top && !bottom) parts.push(memePicture.describe.none);
  }
  parts.push(memePicture.describe.mark);
  return parts.join(' ');
}

/** The words a file name is made of: the caption, else the character's name. */
export function nameParts(choice: MemeChoice, captions: MemeCaptions): string[] {
  const who = memeCharacters.find((c) => c.id === choice.character)?.name ?? '';
  const caption = choice.style === 'law' ? `${lawOf(captions)} ${captions.lawText}` : `${captions.top} ${captions.bottom}`;
  return [choice.style === 'law' && !captions.lawText.trim() ? '' : caption, who];
}

// The choice lives in the address (replaced, never pushed: no history entry per click), so a
// link can open the office at a character; read after hydration, which renders the default.
const searchListeners = createListeners();
const subscribeSearch = (onChange: () => void) => {
  const stop = searchListeners.subscribe(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    stop();
    window.removeEventListener('popstate', onChange);
  };
};

/** The visitor's choice, read from and written to the address's parameters. */
export function useMemeChoice(): [MemeChoice, (change: Partial<MemeChoice>) => void] {
  const search = useSyncExternalStore(subscribeSearch, () => window.location.search, () => '');
  const choice = useMemo(() => choiceFromSearch(search), [search]);
  const change = useCallback((part: Partial<MemeChoice>) => {
    const { pathname, search: current, hash } = window.location;
    const next = { ...choiceFromSearch(current), ...part };
    history.replaceState(history.state, '', `${pathname}${searchFor(next, current)}${hash}`);
    searchListeners.notify();
  }, []);
  return [choice, change];
}
