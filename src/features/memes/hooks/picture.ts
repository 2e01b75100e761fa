/**
 * The character's picture for a meme. Every visitor gets the still picture at once (the posters
 * rendered from the scene: the Chancellor's moments on a transparent ground, each minister
 * framed). With the live 3D stage on, the scene's worker also poses the character at the
 * picture's size (bridge/portrait), and that portrait takes the still's place once it arrives.
 *
 * Both arrive as PNG or WebP bytes and are decoded off the page's thread (createImageBitmap),
 * where the figure is also found (the box round its solid pixels, on a small copy): drawing
 * them is then a copy, never a decode or a read-back inside a frame.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { portraitMaker } from '../../../bridge/portrait';
import type { MomentId } from '../../../content/moments';
import { companionPoster, ministerPoster } from '../../../content/posters';
import { isChancellor, shapeOf, type MemeChoice } from './choice';
import type { Picture } from '../draw/compose';
import { solidOf } from '../draw/solid';
import { inTime } from '../../../runtime/visibleTimeout';

/** The character, pose and shape a picture shows: a minister has one pose, whatever the moment. */
const pictureKey = (choice: MemeChoice) => `${choice.character}:${isChancellor(choice) ? choice.moment : 'seat'}:${choice.shape}`;

/**
 * How long a choice must stand before the scene is asked to pose it: clicking through the
 * choices asks for the one the visitor stops at, not for each one passed on the way.
 */
const ASK_AFTER_MS = 150;
/** How long a file waits for the scene's portrait before it takes the still picture. */
const PORTRAIT_WAIT_MS = 45_000;
/**
 * How long a file may take in all, on screen, before the visitor is told and can press again:
 * the wait for the portrait, then the still's fetch and the encode, with room to spare.
 */
export const FILE_LIMIT_MS = PORTRAIT_WAIT_MS + 20_000;
const stills = new Map<string, Promise<Blob>>();

/** A still picture's bytes: kept for the visit (a few small WebP files), fetched again after a failure. */
function stillBytes(src: string): Promise<Blob> {
  let bytes = stills.get(src);
  if (!bytes) {
    bytes = fetch(src).then((r) => (r.ok ? r.blob() : Promise.reject(new Error(`${src}: ${r.status}`))));
    bytes.catch(() => stills.delete(src));
    stills.set(src, bytes);
  }
  return bytes;
}

async function pictureOf(bytes: Blob, key: string, source: Picture['source'], fit: Picture['fit']): Promise<Picture> {
  const image = await createImageBitmap(bytes);
  return { key, image, width: image.width, height: image.height, source, fit, solid: fit === 'stand' ? solidOf(image) : null };
}

function still(character: string, moment: MomentId | null, shape: MemeChoice['shape'], key: string): Promise<Picture> {
  const src = moment ? companionPoster.src(moment, shape === 'wide' ? 'band' : 'column') : ministerPoster.src(character);
  return stillBytes(src).then((bytes) => pictureOf(bytes, key, 'poster', moment ? 'stand' : 'frame'));
}

/** A bitmap of the caller's own of `picture`; null where there is none, or it was given back meanwhile (closed, 0 wide). */
const ownCopy = (picture: Picture | null): Promise<Picture | null> =>
  picture && picture.image.width > 0
    ? createImageBitmap(picture.image).then(
        (image) => ({ ...picture, image }),
        () => null,
      )
    : Promise.resolve(null);

/** Keeps one picture, giving back the bitmap of the one it replaces (and of the last, with the page). */
function useHeldPicture() {
  const [held, setHeld] = useState<Picture | null>(null);
  useEffect(() => () => held?.image.close(), [held]);
  return [held, setHeld] as const;
}

export interface CharacterPicture {
  /** What to draw now: the scene's portrait, else the still, else nothing yet. */
  picture: Picture | null;
  /** The scene is posing the character for this choice. */
  posing: boolean;
  /**
   * The picture a file should use: waits for the portrait being drawn (within reason), else the
   * still. The caller's own (a copy, or fetched for it): it closes the bitmap once drawn.
   */
  settle: () => Promise<Picture>;
}

/**
 * The picture for `choice`; `live`: the 3D stage is on, so the scene is asked for a portrait.
 * `wanted`: false while the caller shows another picture instead, so none is decoded for it.
 */
export function useCharacterPicture(choice: MemeChoice, live: boolean, wanted = true): CharacterPicture {
  const key = pictureKey(choice);
  const { character, shape } = choice;
  const moment = isChancellor(choice) ? choice.moment : null;
  const maker = useSyncExternalStore(portraitMaker.subscribe, portraitMaker.get, () => null);
  const ask = live ? maker : null;
  const [poster, setPoster] = useHeldPicture();
  const [portrait, setPortrait] = useHeldPicture();
  /** The last choice the scene answered (with a portrait or without). */
  const [answered, setAnswered] = useState<string | null>(null);
  const posterFor = useRef<{ key: string; done: Promise<Picture | null> } | null>(null);
  const portraitFor = useRef<{ key: string; done: Promise<Picture | null> } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const done = still(character, moment, shape, key).then(
      (picture) => {
        if (current) setPoster(picture);
        else picture.image.close();
        return current ? picture : null;
      },
      () => null,
    );
    posterFor.current = { key, done };
    return () => {
      current = false;
    };
  }, [key, character, moment, shape, setPoster, wanted]);

  useEffect(() => {
    if (!ask) return;
    let current = true;
    let timer = 0;
    let stood = () => {};
    const { width, height } = shapeOf({ shape });
    const done = new Promise<void>((resolve) => {
      stood = resolve;
      timer = window.setTimeout(resolve, ASK_AFTER_MS);
    })
      .then(() => (current ? ask({ moment: moment ?? 'hero', minister: moment ? null : character, width, height }) : null))
      .then((png) => (png ? pictureOf(png, key, 'scene', 'stand') : null))
      .then((picture) => {
        if (picture && current) setPortrait(picture);
        else picture?.image.close();
        return current ? picture : null;
      })
      .catch(() => null)
      .finally(() => setAnswered(key));
    portraitFor.current = { key, done };
    return () => {
      current = false;
      // Passed on before it was asked for: nothing to wait for.
      window.clearTimeout(timer);
      stood();
    };
  }, [key, ask, character, moment, shape, setPortrait]);

  const picture = portrait?.key === key ? portrait : poster?.key === key ? poster : null;
  const settle = useCallback(async (): Promise<Picture> => {
    const scene = portrait?.key === key ? portrait : ask && portraitFor.current?.key === key ? await inTime(portraitFor.current.done, PORTRAIT_WAIT_MS).catch(() => null) : null;
    const held = scene ?? (posterFor.current?.key === key ? await posterFor.current.done : null);
    // A copy of the picture shown, or, where the choice moved on while this file was being made
    // (its picture given back) or the still is not in yet, the still of the choice it was asked
    // for, fetched for it. Never a file without its figure, nor one of another choice.
    return (await ownCopy(held)) ?? still(character, moment, shape, key);
  }, [portrait, key, ask, character, moment, shape]);

  return { picture, posing: ask !== null && answered !== key && portrait?.key !== key, settle };
}
