/**
 * The DOM places the 3D scene draws into. Each `<SceneSlot>` registers its
 * element here when it mounts and leaves when it unmounts; the lazy scene
 * subscribes (useSyncExternalStore) and draws what each entry asks for. The
 * store lives outside the scene's chunk, so slots register before three.js
 * has even loaded, and the scene never looks through the page.
 */
import type { MomentId } from '../content/moments';
import type { SlotKind, SlotMeta } from './slotMeta';
import { createListeners } from '../lib/listeners';

export type { SlotKind } from './slotMeta';

export interface SceneSlotEntry extends SlotMeta {
  readonly element: HTMLElement;
}

type SlotChange = Partial<Pick<SceneSlotEntry, 'minister' | 'lit'>>;

let entries: readonly SceneSlotEntry[] = [];
let nextId = 1;
const listeners = createListeners();
const EMPTY: readonly SceneSlotEntry[] = [];

function publish(next: readonly SceneSlotEntry[]) {
  entries = next;
  listeners.notify();
}

export const slotStore = {
  /** Adds a slot, kept in page order; returns its id. */
  register(element: HTMLElement, kind: SlotKind, moment: MomentId | null, minister: string | null): number {
    const id = nextId++;
    const next = [...entries, { id, element, kind, moment, minister, lit: false }];
    // Effects register slots children first; the scene wants them as the page reads.
    next.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    publish(next);
    return id;
  },
  /** A slot now shows another minister (the roll call's beat), or comes into the spotlight: same id, same actor. */
  update(id: number, change: SlotChange) {
    const changed = (e: SceneSlotEntry) => (Object.keys(change) as (keyof SlotChange)[]).some((k) => e[k] !== change[k]);
    if (!entries.some((e) => e.id === id && changed(e))) return;
    publish(entries.map((e) => (e.id === id ? { ...e, ...change } : e)));
  },
  unregister(id: number) {
    if (entries.some((e) => e.id === id)) publish(entries.filter((e) => e.id !== id));
  },
  subscribe: listeners.subscribe,
  getSnapshot: (): readonly SceneSlotEntry[] => entries,
  /** Prerendering has no slots: the scene never runs there. */
  getServerSnapshot: (): readonly SceneSlotEntry[] => EMPTY,
};
