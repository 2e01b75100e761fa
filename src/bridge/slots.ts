/**
 * The DOM places the 3D scene draws into. Each `<SceneSlot>` registers its
 * element here when it mounts and leaves when it unmounts; the lazy scene
 * subscribes (useSyncExternalStore) and draws what each entry asks for. The
 * store lives outside the scene's chunk, so slots register before three.js
 * has even loaded, and the scene never looks through the page.
 */
export type SlotKind = 'hero' | 'minister' | 'rollcall';

export interface SceneSlotEntry {
  /** Stable for the slot's life: the scene keys its views by it. */
  readonly id: number;
  readonly element: HTMLElement;
  readonly kind: SlotKind;
  /** For 'minister', whose portrait; for 'rollcall', who is on now. */
  readonly minister: string | null;
}

type Listener = () => void;

let entries: readonly SceneSlotEntry[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const EMPTY: readonly SceneSlotEntry[] = [];

function publish(next: readonly SceneSlotEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

export const slotStore = {
  /** Adds a slot; returns its id. */
  register(element: HTMLElement, kind: SlotKind, minister: string | null): number {
    const id = nextId++;
    publish([...entries, { id, element, kind, minister }]);
    return id;
  },
  /** A slot now shows another minister (the roll call's beat): same id, so the scene keeps its view. */
  update(id: number, minister: string | null) {
    if (!entries.some((e) => e.id === id && e.minister !== minister)) return;
    publish(entries.map((e) => (e.id === id ? { ...e, minister } : e)));
  },
  unregister(id: number) {
    if (entries.some((e) => e.id === id)) publish(entries.filter((e) => e.id !== id));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly SceneSlotEntry[] => entries,
  /** Prerendering has no slots: the scene never runs there. */
  getServerSnapshot: (): readonly SceneSlotEntry[] => EMPTY,
};
