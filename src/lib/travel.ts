/**
 * Where the Chancellor is between the page's moments. Each moment slot has a
 * rectangle on screen; the one whose centre has just passed the middle of the
 * viewport is `from`, the next `to`, and `t` says how far he is between them.
 * On a wide page the slots line up in one column and he glides between them
 * (never across the text beside it); on a narrow one the slots are bands
 * between paragraphs, so he hops: out of one band, into the next.
 */

export interface SlotBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Travel {
  /** Index of the slot he leaves, or -1 when there is none. */
  from: number;
  /** Index of the slot he goes to (equal to `from` at either end). */
  to: number;
  /** 0 at `from`, 1 at `to`. */
  t: number;
  /** Glide (the two slots share a column) or hop. */
  glide: boolean;
}

/**
 * Where a moment is "on": a little below the middle of the viewport, so a
 * wing held in view (centred under the sticky header) counts as arrived.
 */
const FOCUS = 0.56;

export interface Scroll {
  /** The viewport's height. */
  height: number;
  /** How far the page is scrolled, and how far it can be. */
  y: number;
  max: number;
}

/**
 * A moment is "on" at the scroll position that brings its slot's centre to
 * the focus line, or as near as the page can scroll: the first slot is on at
 * the top of the page, the last one at its foot, wherever they sit.
 */
const onAt = (s: SlotBox, scroll: Scroll) =>
  Math.min(scroll.max, Math.max(0, (s.top + s.bottom) / 2 + scroll.y - scroll.height * FOCUS));

export function travel(slots: readonly SlotBox[], scroll: Scroll, wide: boolean, out: Travel): Travel {
  out.glide = false;
  out.t = 0;
  if (slots.length === 0) {
    out.from = out.to = -1;
    return out;
  }
  let next = slots.findIndex((s) => onAt(s, scroll) > scroll.y);
  if (next === -1) next = slots.length;
  if (next === 0 || next === slots.length) {
    out.from = out.to = next === 0 ? 0 : slots.length - 1;
    return out;
  }
  const a = slots[next - 1]!;
  const b = slots[next]!;
  out.from = next - 1;
  out.to = next;
  const [sa, sb] = [onAt(a, scroll), onAt(b, scroll)];
  out.t = sb > sa ? Math.min(1, Math.max(0, (scroll.y - sa) / (sb - sa))) : 1;
  // One column: their horizontal extents overlap by most of the narrower one.
  const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  out.glide = wide && overlap > 0.6 * Math.min(a.right - a.left, b.right - b.left);
  return out;
}

/**
 * A hop's squash: 1 while he stands in a slot, down to 0 as he beams out in
 * the middle of the way and back up as he beams into the next.
 */
export function hopScale(t: number): number {
  const d = Math.abs(t - 0.5);
  return Math.min(1, Math.max(0, (d - 0.05) / 0.15));
}

/** Eases a glide: he sets off slowly, travels, and settles. */
export const smoothstep = (t: number) => t * t * (3 - 2 * t);
