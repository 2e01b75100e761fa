/**
 * The parts of a page the motion director (GSAP) animates. Each registers its element here when
 * it mounts and leaves when it unmounts, as scene slots do: the store lives outside the motion
 * chunk, so parts register before GSAP has loaded (the director picks them up when it arrives),
 * and a part that mounts late (a lazily loaded section, a page whose code came after the address
 * changed) is attached when it mounts, not missed by a look through the page made too early.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { createListeners } from '../lib/listeners';

/**
 * - reveal: an item that slides in once seen (`data-reveal-from` says from where);
 * - counter: a figure that counts up once seen (`data-count-to` and its prefix and suffix);
 * - act: a part of the home page whose passage the scene's choreography follows (`data-act`).
 */
export type MotionPartKind = 'reveal' | 'counter' | 'act';

export interface MotionPart {
  readonly kind: MotionPartKind;
  readonly element: HTMLElement;
}

let parts: readonly MotionPart[] = [];
const listeners = createListeners();

export const motionParts = {
  /** Adds a part; returns its unregister. */
  register(kind: MotionPartKind, element: HTMLElement): () => void {
    const part: MotionPart = { kind, element };
    parts = [...parts, part];
    listeners.notify();
    return () => {
      if (!parts.includes(part)) return;
      parts = parts.filter((p) => p !== part);
      listeners.notify();
    };
  },
  subscribe: listeners.subscribe,
  /** The parts mounted now, in the order they registered. */
  getSnapshot: (): readonly MotionPart[] => parts,
};

/** Registers the element the returned ref is given as a motion part, for as long as it is mounted. */
export function useMotionPart<T extends HTMLElement>(kind: MotionPartKind): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => motionParts.register(kind, ref.current!), [kind]);
  return ref;
}
