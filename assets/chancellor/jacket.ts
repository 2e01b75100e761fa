import { BufferGeometry, Float32BufferAttribute } from 'three';
import { loft, smoothRings, type Ring } from './shapes';

/** The jacket from the hem to the collar: narrow at the waist, broad and square at the shoulders. */
const JACKET: readonly Ring[] = [
  { y: 0.98, a: 0.54, b: 0.36, z: 0.02, square: 2.4 },
  { y: 1.14, a: 0.5, b: 0.335, z: 0.02, square: 2.4 },
  { y: 1.38, a: 0.47, b: 0.315, z: 0.02, square: 2.4 },
  { y: 1.62, a: 0.51, b: 0.335, z: 0.025, square: 2.5 },
  { y: 1.86, a: 0.59, b: 0.36, z: 0.03, square: 2.6 },
  { y: 2.06, a: 0.67, b: 0.355, z: 0.025, square: 2.8 },
  { y: 2.2, a: 0.72, b: 0.33, square: 3.2 },
  { y: 2.29, a: 0.66, b: 0.29, square: 3 },
  { y: 2.35, a: 0.48, b: 0.235, square: 2.4 },
  { y: 2.385, a: 0.23, b: 0.19, square: 2 },
];

/** The rings the jacket's surface is made of: what lies on it follows the same ones. */
const STEPS = 6;
const ROWS = smoothRings(JACKET, STEPS);

/** The ring of the jacket at height `y`, straight between its rows as the surface is. */
function ringAt(y: number): Ring {
  const found = ROWS.findIndex((r) => r.y > y);
  const i = found < 0 ? ROWS.length - 2 : Math.max(0, found - 1);
  const r0 = ROWS[i]!;
  const r1 = ROWS[Math.min(ROWS.length - 1, i + 1)]!;
  const k = r1.y === r0.y ? 0 : Math.min(1, Math.max(0, (y - r0.y) / (r1.y - r0.y)));
  const mix = (f: (r: Ring) => number) => f(r0) + (f(r1) - f(r0)) * k;
  return { y, a: mix((r) => r.a), b: mix((r) => r.b), z: mix((r) => r.z ?? 0), square: mix((r) => r.square ?? 2) };
}

/** How far forward the jacket's front is at (x, y). */
export function frontZ(x: number, y: number): number {
  const ring = ringAt(y);
  const n = ring.square ?? 2;
  const across = Math.min(0.999, Math.abs(x) / ring.a);
  return (ring.z ?? 0) + ring.b * (1 - across ** n) ** (1 / n);
}

interface PanelSpec {
  /** Bottom and top heights. */
  y0: number;
  y1: number;
  /** The panel's edges at each height. */
  left: (y: number) => number;
  right: (y: number) => number;
  /** How far off the jacket it starts, and how thick it is: its edges are walls of that thickness. */
  lift: number;
  thickness: number;
  rows?: number;
  cols?: number;
}

/**
 * Something that lies on the jacket's front (the shirt in the opening, a lapel, the tie): a grid
 * that follows the jacket's curve, raised by `lift`, with walls round its edge so it has a thickness
 * that catches the light.
 */
export function panel({ y0, y1, left, right, lift, thickness, rows = 16, cols = 6 }: PanelSpec): BufferGeometry {
  const positions: number[] = [];
  const index: number[] = [];
  const point = (c: number, r: number, top: boolean) => {
    const y = y0 + ((y1 - y0) * r) / rows;
    const x = left(y) + ((right(y) - left(y)) * c) / cols;
    return [x, y, frontZ(x, y) + lift + (top ? thickness : 0)];
  };
  const add = (p: number[]) => positions.push(...p) / 3 - 1;
  const grid: number[][] = [];
  for (let r = 0; r <= rows; r++) grid.push(Array.from({ length: cols + 1 }, (_, c) => add(point(c, r, true))));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [a, b, d, e] = [grid[r]![c]!, grid[r]![c + 1]!, grid[r + 1]![c]!, grid[r + 1]![c + 1]!];
      index.push(a, b, d, b, e, d);
    }
  }
  if (thickness > 0) {
    // The rim, walked anticlockwise as seen from the front: bottom, right side, top, left side.
    const rim: [number, number][] = [];
    for (let c = 0; c <= cols; c++) rim.push([c, 0]);
    for (let r = 1; r <= rows; r++) rim.push([cols, r]);
    for (let c = cols - 1; c >= 0; c--) rim.push([c, rows]);
    for (let r = rows - 1; r >= 1; r--) rim.push([0, r]);
    const top = rim.map(([c, r]) => add(point(c, r, true)));
    const bottom = rim.map(([c, r]) => add(point(c, r, false)));
    for (let i = 0; i < rim.length; i++) {
      const j = (i + 1) % rim.length;
      index.push(bottom[i]!, bottom[j]!, top[i]!, bottom[j]!, top[j]!, top[i]!);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  g.setIndex(index);
  // Not welded: the rim keeps its own normals, so the edge reads as an edge.
  g.computeVertexNormals();
  return g;
}

/**
 * The jacket's body, closed round the collar and open at the hem, as a jacket is: a cap there would
 * share its edge's normals with the sides and shade the hem dark.
 */
export const jacket = () => loft(JACKET, { around: 64, steps: STEPS, open: ['bottom'] });
