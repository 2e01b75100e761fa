import { BufferGeometry, Float32BufferAttribute, Vector3 } from 'three';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** One ring of a loft: its height, half-width, half-depth and how square its corners are (2 round, higher squarer). */
export interface Ring {
  y: number;
  a: number;
  b: number;
  /** The ring's centre, forward of the axis. */
  z?: number;
  square?: number;
}

const catmull = (p0: number, p1: number, p2: number, p3: number, t: number) =>
  0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t + (-p0 + 3 * p1 - 3 * p2 + p3) * t * t * t);

/** The rings between the given ones, on a smooth curve through them (`steps` per span). */
export function smoothRings(rings: readonly Ring[], steps: number): Ring[] {
  const out: Ring[] = [];
  const at = (i: number) => rings[Math.max(0, Math.min(rings.length - 1, i))]!;
  for (let i = 0; i < rings.length - 1; i++) {
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const [r0, r1, r2, r3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
      const mix = (k: (r: Ring) => number) => catmull(k(r0), k(r1), k(r2), k(r3), t);
      out.push({ y: mix((r) => r.y), a: mix((r) => r.a), b: mix((r) => r.b), z: mix((r) => r.z ?? 0), square: mix((r) => r.square ?? 2) });
    }
  }
  out.push(at(rings.length - 1));
  return out;
}

/** A point of a superellipse: `angle` 0 is +x, π/2 is +z (the front). */
function ringPoint(ring: Ring, angle: number): [number, number] {
  const e = 2 / (ring.square ?? 2);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return [ring.a * Math.sign(c) * Math.abs(c) ** e, (ring.z ?? 0) + ring.b * Math.sign(s) * Math.abs(s) ** e];
}

/**
 * A surface through rings stacked up y (a jacket, the seat of the trousers), smooth between them,
 * each end closed by a fan to its centre unless `open` names it. Welded, with smooth normals.
 */
export function loft(rings: readonly Ring[], { around = 48, steps = 6, open = [] as ('bottom' | 'top')[] } = {}): BufferGeometry {
  const rows = smoothRings(rings, steps);
  const positions: number[] = [];
  const index: number[] = [];
  for (const ring of rows) {
    for (let i = 0; i < around; i++) {
      const [x, z] = ringPoint(ring, (i / around) * Math.PI * 2);
      positions.push(x, ring.y, z);
    }
  }
  const v = (row: number, i: number) => row * around + (i % around);
  for (let r = 0; r < rows.length - 1; r++) {
    for (let i = 0; i < around; i++) index.push(v(r, i), v(r + 1, i), v(r, i + 1), v(r, i + 1), v(r + 1, i), v(r + 1, i + 1));
  }
  for (const [row, up] of [[0, false], [rows.length - 1, true]] as const) {
    if (!open.includes(up ? 'top' : 'bottom')) {
      const ring = rows[row]!;
      const centre = positions.length / 3;
      positions.push(0, ring.y, ring.z ?? 0);
      for (let i = 0; i < around; i++) index.push(...(up ? [v(row, i + 1), v(row, i), centre] : [v(row, i), v(row, i + 1), centre]));
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  g.setIndex(index);
  return smoothed(g);
}

/** One station of a tube: a point on its centre line and the radius there. */
export type Station = readonly [x: number, y: number, z: number, radius: number];

/**
 * A round tube through `stations` (a sleeve, a trouser leg), smooth between them; open ends, which
 * the parts at either end (a shoulder, a cuff, a shoe) cover.
 */
export function tube(stations: readonly Station[], { around = 24, steps = 6, flatten = 1 } = {}): BufferGeometry {
  const positions: number[] = [];
  const index: number[] = [];
  const at = (i: number) => stations[Math.max(0, Math.min(stations.length - 1, i))]!;
  const rows: Station[] = [];
  for (let i = 0; i < stations.length - 1; i++) {
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const p = [0, 1, 2, 3].map((k) => catmull(at(i - 1)[k]!, at(i)[k]!, at(i + 1)[k]!, at(i + 2)[k]!, t));
      rows.push(p as unknown as Station);
    }
  }
  rows.push(at(stations.length - 1));
  const tangent = new Vector3();
  const side = new Vector3();
  const front = new Vector3();
  rows.forEach((row, r) => {
    const a = rows[Math.max(0, r - 1)]!;
    const b = rows[Math.min(rows.length - 1, r + 1)]!;
    tangent.set(b[0] - a[0], b[1] - a[1], b[2] - a[2]).normalize();
    // Sideways stays as near +x as the centre line allows, so every ring turns the same way.
    side.set(1, 0, 0).addScaledVector(tangent, -tangent.x).normalize();
    front.crossVectors(side, tangent).multiplyScalar(-1);
    for (let i = 0; i < around; i++) {
      const angle = (i / around) * Math.PI * 2;
      const c = Math.cos(angle) * row[3];
      const s = Math.sin(angle) * row[3] * flatten;
      positions.push(row[0] + side.x * c + front.x * s, row[1] + side.y * c + front.y * s, row[2] + side.z * c + front.z * s);
    }
  });
  for (let r = 0; r < rows.length - 1; r++) {
    for (let i = 0; i < around; i++) {
      const [a, b, c, d] = [r * around + i, r * around + ((i + 1) % around), (r + 1) * around + i, (r + 1) * around + ((i + 1) % around)];
      index.push(a, b, c, b, d, c);
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(positions, 3));
  g.setIndex(index);
  return smoothed(g);
}

/** Only positions and normals, welded where they meet, with smooth normals. */
export function smoothed(g: BufferGeometry): BufferGeometry {
  for (const name of Object.keys(g.attributes)) if (name !== 'position') g.deleteAttribute(name);
  const welded = mergeVertices(g, 1e-5);
  welded.computeVertexNormals();
  return welded;
}

/** Only positions and normals, keeping the shape's own normals (hard edges stay hard). */
export function plain(g: BufferGeometry): BufferGeometry {
  for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name);
  const out = g.index ? g : mergeVertices(g, 1e-6);
  if (!out.getAttribute('normal')) out.computeVertexNormals();
  return out;
}
