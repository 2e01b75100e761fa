/**
 * The character's picture for a meme. Every visitor gets the still picture at once (the posters
 * rendered from the scene: the Chancellor's moments on a transparent ground, each minister
 * framed). With the live 3D stage on, the scene's worker also poses the character at the
 * picture's size (bridge/portrait), and that portrait takes the still's place once it arrives.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { portraitMaker } from '../../bridge/portrait';
import { companionPoster, ministerPoster } from '../../content/posters';
import { isChancellor, shapeOf, type MemeChoice } from './choice';
import type { Picture } from './compose';

/** The character, pose and shape a picture shows: a minister has one pose, whatever the moment. */
const pictureKey = (choice: MemeChoice) => `${choice.character}:${isChancellor(choice) ? choice.moment : 'seat'}:${choice.shape}`;

/** How long a file waits for the scene's portrait before it takes the still picture. */
const PORTRAIT_WAIT_MS = 45_000;

const stills = new Map<string, Promise<HTMLImageElement>>();

/** A still picture, decoded; kept for the visit (a few small WebP files), fetched again after a failure. */
function loadStill(src: string): Promise<HTMLImageElement> {
  let image = stills.get(src);
  if (!image) {
    const img = new Image();
    img.src = src;
    image = img.decode().then(() => img);
    image.catch(() => stills.delete(src));
    stills.set(src, image);
  }
  return image;
}

async function still(choice: Pick<MemeChoice, 'character' | 'moment' | 'shape'>, key: string): Promise<Picture> {
  const chancellor = isChancellor(choice);
  const src = chancellor ? companionPoster.src(choice.moment, choice.shape === 'wide' ? 'band' : 'column') : ministerPoster.src(choice.character);
  const img = await loadStill(src);
  return { key, image: img, width: img.naturalWidth, height: img.naturalHeight, source: 'poster', fit: chancellor ? 'stand' : 'frame' };
}

const within = <T>(promise: Promise<T>, ms: number, fallback: T) =>
  Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms))]);

export interface CharacterPicture {
  /** What to draw now: the scene's portrait, else the still, else nothing yet. */
  picture: Picture | null;
  /** The scene is posing the character for this choice. */
  posing: boolean;
  /** The picture a file should use: waits for the portrait being drawn (within reason), else the still. */
  settle: () => Promise<Picture | null>;
}

/**
 * The picture for `choice`; `live`: the 3D stage is on, so the scene is asked for a portrait.
 * One portrait is kept (an ImageBitmap of the picture's size); the one it replaces is closed.
 */
export function useCharacterPicture(choice: MemeChoice, live: boolean): CharacterPicture {
  const key = pictureKey(choice);
  const { character, shape } = choice;
  const chancellor = isChancellor(choice);
  const moment = chancellor ? choice.moment : null;
  const maker = useSyncExternalStore(portraitMaker.subscribe, portraitMaker.get, () => null);
  const ask = live ? maker : null;
  const [poster, setPoster] = useState<Picture | null>(null);
  const [portrait, setPortrait] = useState<Picture | null>(null);
  /** The last choice the scene answered (with a portrait or without). */
  const [answered, setAnswered] = useState<string | null>(null);
  const inflight = useRef<{ key: string; done: Promise<Picture | null> } | null>(null);
  const posterFor = useRef<{ key: string; done: Promise<Picture | null> } | null>(null);

  useEffect(() => {
    let current = true;
    const done = still({ character, moment: moment ?? 'hero', shape }, key).catch(() => null);
    posterFor.current = { key, done };
    void done.then((p) => current && p && setPoster(p));
    return () => {
      current = false;
    };
  }, [key, character, moment, shape]);

  useEffect(() => {
    if (!ask) return;
    let current = true;
    const { width, height } = shapeOf({ shape });
    const done = ask({ moment: moment ?? 'hero', minister: moment ? null : character, width, height })
      .then((png) => (png ? createImageBitmap(png) : null))
      .then((bitmap): Picture | null => {
        if (!bitmap) return null;
        if (!current) {
          bitmap.close();
          return null;
        }
        const picture: Picture = { key, image: bitmap, width: bitmap.width, height: bitmap.height, source: 'scene', fit: 'stand' };
        setPortrait(picture);
        return picture;
      })
      .catch(() => null)
      .finally(() => setAnswered(key));
    inflight.current = { key, done };
    return () => {
      current = false;
    };
  }, [key, ask, character, moment, shape]);

  // A portrait replaced, or the page gone: its bitmap's memory is given back at once.
  useEffect(() => () => (portrait?.image as ImageBitmap | undefined)?.close(), [portrait]);

  const picture = portrait?.key === key ? portrait : poster?.key === key ? poster : null;
  const settle = useCallback(async (): Promise<Picture | null> => {
    if (portrait?.key === key) return portrait;
    const scene = ask && inflight.current?.key === key ? await within(inflight.current.done, PORTRAIT_WAIT_MS, null) : null;
    if (scene) return scene;
    return posterFor.current?.key === key ? posterFor.current.done : null;
  }, [portrait, key, ask]);

  return { picture, posing: ask !== null && answered !== key && portrait?.key !== key, settle };
}
