/** The campaign trail across the roadmap's wing, in the robot's own units: from back left to front right. */
export function trailPoint(u: number, out: { x: number; z: number }) {
  out.x = -1.15 + 2.3 * u;
  out.z = -1.0 + 1.6 * u;
  return out;
}

/** Where each phase's marker stands along the trail (0…1): evenly, the first a little in. */
export const markerAt = (index: number, count: number) => (index + 0.5) / count;
