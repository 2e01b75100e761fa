/**
 * DOM slots are where the 3D stage draws (`data-slot`: `hero`, `minister-<id>`,
 * `rollcall`). The scene finds them after each route change; a page that adds or
 * removes slots on the same route fires this event so the scene looks again.
 */
export const SLOTS_CHANGED = 'chipc:slots';

export function announceSlotsChanged() {
  window.dispatchEvent(new Event(SLOTS_CHANGED));
}
