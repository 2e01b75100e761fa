import type { Group } from 'three';
import type { MomentId } from '../../../content/moments';
import { ROBOT_SIZE } from '../robot/size';
import { facingCamera, placeInRect, type Placement, type Rect } from '../screenSpace';

export interface Box extends Rect {
  bottom: number;
  right: number;
}

export const box = (): Box => ({ top: 0, left: 0, width: 0, height: 0, bottom: 0, right: 0 });

/** `out` = `a` moved toward `b` by `t`. */
export function lerpBox(a: Box, b: Box, t: number, out: Box): Box {
  out.top = a.top + (b.top - a.top) * t;
  out.left = a.left + (b.left - a.left) * t;
  out.width = a.width + (b.width - a.width) * t;
  out.height = a.height + (b.height - a.height) * t;
  out.bottom = out.top + out.height;
  out.right = out.left + out.width;
  return out;
}

/** The cabinet's stage in five places: two ministers either side, the Chancellor (a little larger) in the middle. */
const COLUMNS = [1, 1, 1.3, 1, 1];
export const CHANCELLOR_COLUMN = 2;
/** Which column each minister takes, in cabinet order. */
export const MINISTER_COLUMNS = [0, 1, 3, 4];

function column(band: Box, index: number, out: Box): Box {
  const total = COLUMNS.reduce((a, b) => a + b, 0);
  let start = 0;
  for (let i = 0; i < index; i++) start += COLUMNS[i]!;
  // A margin at either end, so the outer ministers' arms stay on the stage.
  const inner = band.width * 0.92;
  out.left = band.left + band.width * 0.04 + (inner * start) / total;
  out.width = (inner * COLUMNS[index]!) / total;
  // The outer pairs stand a little further back on the stage.
  const depth = index === CHANCELLOR_COLUMN ? 1 : 0.86;
  out.height = band.height * depth;
  out.top = band.top + band.height * (1 - depth) * 0.4;
  out.bottom = out.top + out.height;
  out.right = out.left + out.width;
  return out;
}

/** Wider than tall by this much, the companion is a band (upright phones), else a column. */
const BAND_ASPECT = 1.15;

const isBand = (region: Box) => region.width > region.height * BAND_ASPECT;

/** In a band he stands back less: it is low, and what he does reads in its width. */
export const roomIn = (region: Box, room: number) => (isBand(region) ? 1 + (room - 1) * 0.45 : room);

/** The Chancellor's place in the companion: all of a column; in a band, right of the middle (its bubble speaks from the left). */
export function standingPlace(region: Box, out: Box): Box {
  Object.assign(out, region);
  if (isBand(region)) {
    out.left = region.left + region.width * 0.4;
    out.width = region.width * 0.56;
  } else {
    // Head room above him in a column: the topper, a raised arm, the set behind.
    out.top = region.top + region.height * 0.12;
    out.height = region.height * 0.88;
  }
  out.right = out.left + out.width;
  out.bottom = out.top + out.height;
  return out;
}

/**
 * The cabinet in the companion, place `index` of five (CHANCELLOR_COLUMN his): in a band, five
 * abreast; in a column, the four ministers on the bench behind and above him (`behind` true).
 */
export function cabinetPlace(region: Box, index: number, out: Box): { box: Box; behind: boolean } {
  if (isBand(region)) return { box: column(region, index, out), behind: false };
  const { left, top, width, height } = region;
  if (index === CHANCELLOR_COLUMN) {
    Object.assign(out, { left: left + width * 0.12, width: width * 0.76, top: top + height * 0.36, height: height * 0.64 });
  } else {
    const seat = index < CHANCELLOR_COLUMN ? index : index - 1;
    // The bench inside the column's edges: their glows and sparks too.
    Object.assign(out, { left: left + width * (0.05 + (0.9 * seat) / 4), width: (width * 0.9) / 4, top: top + height * 0.04, height: height * 0.42 });
  }
  out.right = out.left + out.width;
  out.bottom = out.top + out.height;
  return { box: out, behind: index !== CHANCELLOR_COLUMN };
}

/**
 * How much room the Chancellor leaves around himself in each moment's place
 * (his content is taken this many times his size): beside the text he stands
 * back a little, so his arms and what he does stay inside the picture.
 */
export const MOMENT_ROOM: Record<MomentId, number> = {
  hero: 1.35,
  about: 1.3,
  tokenomics: 1.3,
  reading: 1.25,
  roadmap: 1.45,
  cabinet: 1,
};

/** The content box for a robot standing back by `room`: smaller, and its feet lifted off the frame's edge. */
export function roomFor(room: number, out: { height: number; width: number; footroom: number }) {
  out.height = ROBOT_SIZE.height * room;
  out.width = ROBOT_SIZE.width * room;
  out.footroom = 0.06 + (1 - 1 / room) * 0.35;
  return out;
}

/** Whether a rectangle is anywhere near the viewport (a margin of half a screen). */
export const nearView = (b: Box, height: number) => b.bottom > -height / 2 && b.top < height * 1.5 && b.height > 1;

const placement: Placement = { x: 0, y: 0, scale: 0 };
const facing = { pitch: 0, yaw: 0 };
/** Seen from a little above, as a camera over the footlights would. */
const ELEVATION = 0.1;

/**
 * Stands `group` (its feet at its origin, `content` world units large) in
 * `rect` on screen, facing the camera as if filmed on its own; `squash`
 * flattens it (beaming between places). Returns the scale used.
 */
export function standIn(group: Group, rect: Box, viewport: { width: number; height: number }, content: { height: number; width: number; footroom?: number }, squash = 1): number {
  placeInRect(rect, viewport, content, placement);
  facingCamera(placement.x, placement.y, ELEVATION, facing);
  group.position.set(placement.x, placement.y, 0);
  group.rotation.set(facing.pitch, facing.yaw, 0, 'YXZ');
  const widen = 1 + (1 - squash) * 0.5;
  group.scale.set(placement.scale * widen, placement.scale * squash, placement.scale * widen);
  return placement.scale;
}
