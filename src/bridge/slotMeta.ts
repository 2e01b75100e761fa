/**
 * A scene slot as the scene's worker knows it: what it asks for, without its element. Apart from
 * the store (which handles elements), so the worker's types never reach for the DOM.
 */
import type { MomentId } from '../content/moments';

/**
 * - companion: where the Chancellor stays with the reader on the home page, doing the moment being read;
 * - podium: where the Chancellor stands at the show's podium, in one moment's pose;
 * - rollcall: the show's roll call, one minister at a time;
 * - seat: one minister's own place (the show's cabinet view).
 */
export type SlotKind = 'companion' | 'podium' | 'rollcall' | 'seat';

export interface SlotMeta {
  /** Stable for the slot's life. */
  readonly id: number;
  readonly kind: SlotKind;
  /** For 'podium': which moment he stands in. */
  readonly moment: MomentId | null;
  /** For 'seat', whose; for 'rollcall', who is on now. */
  readonly minister: string | null;
  /** In the spotlight (the show's cabinet view lights one seat). */
  readonly lit: boolean;
}
