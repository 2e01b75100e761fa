/**
 * The scene is drawn in screen space: one camera looks at the whole page, and
 * each actor stands in the rectangle of its DOM slot. These helpers turn CSS
 * pixels into world units on the plane the actors stand on (z = 0).
 */

/** A narrow lens, far back: close to a flat projection, so an actor at a corner is not distorted. */
export const CAMERA = { fov: 15, distance: 40 } as const;

/** World units per CSS pixel on the z = 0 plane, for a viewport `height` pixels tall. */
export function worldPerPixel(height: number, fov: number = CAMERA.fov, distance: number = CAMERA.distance): number {
  return (2 * distance * Math.tan((fov * Math.PI) / 360)) / Math.max(1, height);
}

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  x: number;
  y: number;
  scale: number;
}

/**
 * Where an actor `contentHeight` world units tall (feet at its origin) stands in
 * `rect`: centred, feet a little above the rect's bottom, as tall as the rect
 * allows (and no wider than `contentWidth` fits). Writes into `out`.
 */
export function placeInRect(
  rect: Rect,
  viewport: { width: number; height: number },
  content: { height: number; width: number; footroom?: number },
  out: Placement,
): Placement {
  const k = worldPerPixel(viewport.height);
  const footroom = content.footroom ?? 0.06;
  const byHeight = (rect.height * (1 - footroom) * k) / content.height;
  const byWidth = (rect.width * k) / content.width;
  out.scale = Math.max(0, Math.min(byHeight, byWidth));
  out.x = (rect.left + rect.width / 2 - viewport.width / 2) * k;
  out.y = (viewport.height / 2 - (rect.top + rect.height * (1 - footroom / 2))) * k;
  return out;
}

/**
 * The tilt that makes an actor at (x, y) look as if filmed by its own camera,
 * `elevation` radians above it: without it, actors high on the screen are seen
 * from below and those at the sides from an angle. Euler order YXZ.
 */
export function facingCamera(x: number, y: number, elevation: number, out: { pitch: number; yaw: number }) {
  const dx = -x;
  const dy = -y;
  const dz = CAMERA.distance;
  const length = Math.hypot(dx, dy, dz);
  out.pitch = elevation - Math.asin(dy / length);
  out.yaw = Math.atan2(dx, dz);
  return out;
}
