import { FACE_Z } from './head';

/**
 * The face on his screen, one glowing mesh that acts by morph targets: the eyes blink (each on its
 * own) and widen, the brows rise and knit, the mouth smiles, frowns and makes the shapes of talking
 * (open, wide, round). Every target moves the same vertices; a shape is a function from the rest
 * outline to the acted one.
 */
export const MORPHS = ['blinkLeft', 'blinkRight', 'eyesWide', 'browsUp', 'browsDown', 'smile', 'frown', 'mouthOpen', 'mouthWide', 'mouthRound'] as const;
type Morph = (typeof MORPHS)[number];

type Point = [number, number];
/** A feature: its outline's points round a centre (a fan), and what each morph does to a point. */
interface Feature {
  centre: Point;
  outline: Point[];
  acts: Partial<Record<Morph, (p: Point, c: Point) => Point>>;
}

const EYE = { x: 0.21, y: 3.02, w: 0.075, h: 0.1 };
const BROW = { y: 3.165, w: 0.095, h: 0.018 };
const MOUTH = { y: 2.8, w: 0.17, h: 0.02 };

/** A rounded outline: a superellipse of half-sizes w × h. */
const oval = (cx: number, cy: number, w: number, h: number, count: number, square = 3): Point[] =>
  Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const e = 2 / square;
    return [cx + w * Math.sign(Math.cos(a)) * Math.abs(Math.cos(a)) ** e, cy + h * Math.sign(Math.sin(a)) * Math.abs(Math.sin(a)) ** e];
  });

function eye(side: 1 | -1): Feature {
  const c: Point = [EYE.x * side, EYE.y];
  const blink = (p: Point): Point => [p[0], c[1] - 0.03 + (p[1] - c[1]) * 0.1];
  return {
    centre: c,
    outline: oval(c[0], c[1], EYE.w, EYE.h, 32, 2.6),
    acts: {
      [side > 0 ? 'blinkLeft' : 'blinkRight']: blink,
      eyesWide: (p) => [c[0] + (p[0] - c[0]) * 1.12, c[1] + (p[1] - c[1]) * 1.3],
    },
  };
}

function brow(side: 1 | -1): Feature {
  const c: Point = [EYE.x * side, BROW.y];
  // How far toward his nose a point is: brows knit at their inner ends.
  const inner = (p: Point) => 0.5 - ((p[0] - c[0]) * side) / (2 * BROW.w);
  return {
    centre: c,
    outline: oval(c[0], c[1], BROW.w, BROW.h, 16, 4),
    acts: {
      browsUp: (p) => [p[0], p[1] + 0.05 + 0.015 * (1 - inner(p))],
      browsDown: (p) => [p[0] - 0.015 * side, p[1] - 0.02 - 0.045 * inner(p)],
    },
  };
}

/** The mouth: a bar of light with round ends, its top and bottom edges moved by the shapes. */
function mouth(): Feature {
  const count = 24;
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const x = -MOUTH.w + (2 * MOUTH.w * i) / count;
    const end = Math.sqrt(Math.max(0, 1 - (x / MOUTH.w) ** 2)) ** 0.5;
    top.push([x, MOUTH.y + MOUTH.h * end]);
    bottom.push([x, MOUTH.y - MOUTH.h * end]);
  }
  const c: Point = [0, MOUTH.y];
  const across = (p: Point) => p[0] / MOUTH.w;
  const upper = (p: Point) => p[1] >= c[1];
  const middle = (p: Point) => Math.sqrt(Math.max(0, 1 - across(p) ** 2));
  return {
    centre: c,
    outline: [...bottom, ...top.reverse().slice(1, -1)],
    acts: {
      smile: (p) => [p[0] * 1.06, p[1] + 0.075 * across(p) ** 2 - 0.025 + (upper(p) ? 0 : -0.012 * middle(p))],
      frown: (p) => [p[0] * 0.92, p[1] - 0.06 * across(p) ** 2 + 0.02],
      mouthOpen: (p) => [p[0] * 0.95, p[1] + (upper(p) ? 0.012 : -0.12) * middle(p)],
      mouthWide: (p) => [p[0] * 1.32, c[1] + (p[1] - c[1]) * 0.8],
      mouthRound: (p) => [p[0] * 0.45, p[1] + (upper(p) ? 0.05 : -0.07) * middle(p)],
    },
  };
}

export interface FaceMesh {
  positions: number[];
  index: number[];
  /** Per morph, each vertex's move from the rest face (what glTF's morph targets hold). */
  targets: Record<Morph, number[]>;
}

/** The face as one mesh, flat on the screen (z = FACE_Z), in the model's space. */
export function faceMesh(): FaceMesh {
  const features = [eye(1), eye(-1), brow(1), brow(-1), mouth()];
  const out: FaceMesh = { positions: [], index: [], targets: Object.fromEntries(MORPHS.map((m) => [m, []])) as unknown as Record<Morph, number[]> };
  for (const f of features) {
    const first = out.positions.length / 3;
    for (const p of [f.centre, ...f.outline]) {
      out.positions.push(p[0], p[1], FACE_Z);
      for (const m of MORPHS) {
        const act = f.acts[m];
        const moved = act ? act(p, f.centre) : p;
        out.targets[m].push(moved[0] - p[0], moved[1] - p[1], 0);
      }
    }
    const n = f.outline.length;
    for (let i = 0; i < n; i++) out.index.push(first, first + 1 + i, first + 1 + ((i + 1) % n));
  }
  return out;
}

