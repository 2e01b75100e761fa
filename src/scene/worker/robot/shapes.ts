import {
  BoxGeometry,
  CapsuleGeometry,
  CircleGeometry,
  ConeGeometry,
  CylinderGeometry,
  OctahedronGeometry,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
  type BufferGeometry,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/** Builds `parts` copies of a geometry, each moved, into one: one draw call for a pair of ears. */
function merged(...parts: [BufferGeometry, (g: BufferGeometry) => void][]): BufferGeometry {
  const placed = parts.map(([g, place]) => {
    place(g);
    return g;
  });
  const out = mergeGeometries(placed);
  for (const g of placed) g.dispose();
  return out;
}

/** The same shape without an index: geometries merged into one must all have one or none. */
function unindexed(g: BufferGeometry): BufferGeometry {
  if (!g.index) return g;
  const out = g.toNonIndexed();
  g.dispose();
  return out;
}

/**
 * Every shape the robots, the podium and the props are made of, built once
 * for the whole scene and shared: five robots upload one set of buffers.
 * Disposed with the canvas.
 */
export function createShapes() {
  const shapes = {
    suit: new CapsuleGeometry(0.72, 0.8, 8, 24),
    shirt: new ConeGeometry(0.32, 0.62, 3),
    tie: merged(
      [new BoxGeometry(0.16, 0.16, 0.08), (g) => g.rotateX(0.18).rotateZ(Math.PI / 4).translate(0, 1.05, 0.7)],
      [new ConeGeometry(0.15, 0.55, 4), (g) => g.rotateX(0.12).translate(0, 0.75, 0.74)],
    ),
    badge: new CylinderGeometry(0.14, 0.14, 0.04, 24),
    badgeRing: new TorusGeometry(0.13, 0.025, 8, 24),
    sleeve: new CapsuleGeometry(0.17, 0.7, 6, 12),
    hand: new SphereGeometry(0.19, 16, 12),
    neck: new CylinderGeometry(0.2, 0.24, 0.3, 16),
    headBox: new RoundedBoxGeometry(1.3, 1.1, 1, 6, 0.24),
    headRound: new SphereGeometry(0.62, 32, 24),
    headCapsule: new CapsuleGeometry(0.5, 0.4, 8, 24).rotateZ(Math.PI / 2),
    headDome: merged(
      [new SphereGeometry(0.6, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2), (g) => g.translate(0, 0.05, 0)],
      [new CylinderGeometry(0.6, 0.56, 0.5, 32), (g) => g.translate(0, -0.2, 0)],
    ),
    visor: new SphereGeometry(0.5, 24, 12).scale(1, 0.42, 0.2),
    eyes: merged(
      [new CapsuleGeometry(0.09, 0.12, 4, 12), (g) => g.rotateZ(Math.PI / 2).translate(-0.2, 0, 0)],
      [new CapsuleGeometry(0.09, 0.12, 4, 12), (g) => g.rotateZ(Math.PI / 2).translate(0.2, 0, 0)],
    ),
    mouth: new RoundedBoxGeometry(0.36, 0.06, 0.04, 2, 0.02),
    // The visor face's other shapes: happy arcs for eyes, error crosses, a smile, a falling tear.
    eyeArcs: merged(
      [new TorusGeometry(0.1, 0.032, 6, 16, Math.PI), (g) => g.translate(-0.2, -0.03, 0)],
      [new TorusGeometry(0.1, 0.032, 6, 16, Math.PI), (g) => g.translate(0.2, -0.03, 0)],
    ),
    errorEyes: merged(
      ...[-0.2, 0.2].flatMap((x) =>
        [1, -1].map((turn): [BufferGeometry, (g: BufferGeometry) => void] => [new BoxGeometry(0.26, 0.05, 0.03), (g) => g.rotateZ((turn * Math.PI) / 4).translate(x, 0, 0)]),
      ),
    ),
    smile: new TorusGeometry(0.17, 0.03, 6, 20, Math.PI).rotateZ(Math.PI),
    tears: merged(
      [new SphereGeometry(0.045, 10, 8).scale(1, 1.5, 0.6), (g) => g.translate(-0.22, 0, 0)],
      [new SphereGeometry(0.045, 10, 8).scale(1, 1.5, 0.6), (g) => g.translate(0.22, 0, 0)],
    ),
    ears: merged(
      [new CylinderGeometry(0.14, 0.14, 0.1, 16), (g) => g.rotateZ(Math.PI / 2).translate(-0.66, 0, 0)],
      [new CylinderGeometry(0.14, 0.14, 0.1, 16), (g) => g.rotateZ(Math.PI / 2).translate(0.66, 0, 0)],
    ),
    rod: new CylinderGeometry(0.035, 0.035, 0.5, 8),
    lampBall: new SphereGeometry(0.12, 16, 12),
    dish: new ConeGeometry(0.22, 0.14, 24),
    capCrown: new CylinderGeometry(0.62, 0.66, 0.22, 32),
    capPeak: new BoxGeometry(0.9, 0.05, 0.45),
    capStar: new OctahedronGeometry(0.09),
    lampPair: merged(
      [new SphereGeometry(0.1, 16, 12), (g) => g.translate(-0.32, 0.05, 0)],
      [new SphereGeometry(0.1, 16, 12), (g) => g.translate(0.32, 0.05, 0)],
    ),
    chipBase: new RoundedBoxGeometry(0.5, 0.16, 0.5, 2, 0.04),
    chipTop: new BoxGeometry(0.3, 0.05, 0.3),
    podiumBody: new RoundedBoxGeometry(2.6, 1.2, 0.9, 3, 0.08),
    podiumFace: new PlaneGeometry(2.4, 0.9),
    podiumTop: new RoundedBoxGeometry(2.85, 0.1, 1.05, 2, 0.04),
    microphone: merged(
      [new CylinderGeometry(0.025, 0.025, 0.6, 8), (g) => g.rotateZ(0.2).rotateX(0.5).translate(-0.35, 1.55, -0.1)],
      [new SphereGeometry(0.08, 16, 12), (g) => g.translate(-0.42, 1.83, -0.25)],
    ),
    paper: new BoxGeometry(0.5, 0.66, 0.012),
    // The acts' sets: the hero's banners, the tokenomics ballot box, the reading's LED wall, the cabinet's desks.
    banner: new PlaneGeometry(0.8, 1.9),
    ballotBody: new RoundedBoxGeometry(1, 1.1, 0.9, 3, 0.06),
    ballotLid: new RoundedBoxGeometry(1.1, 0.08, 1, 2, 0.03),
    ballotSlot: new BoxGeometry(0.5, 0.03, 0.08),
    ballotLabel: new PlaneGeometry(0.7, 0.35),
    wallFrame: new RoundedBoxGeometry(3.9, 1.15, 0.12, 2, 0.05),
    wallScreen: new PlaneGeometry(3.7, 0.95),
    // A desk and, as its second group, the lit strip along its front top edge.
    desk: mergeGeometries([unindexed(new RoundedBoxGeometry(1.9, 1.1, 0.6, 2, 0.06).translate(0, 0.55, 0)), unindexed(new BoxGeometry(1.9, 0.05, 0.05).translate(0, 1.08, 0.3))], true),
    disc: new CircleGeometry(1, 48).rotateX(-Math.PI / 2),
    halo: new TorusGeometry(0.85, 0.025, 8, 64),
    coin: new CylinderGeometry(0.2, 0.2, 0.045, 20),
    marker: new CylinderGeometry(0.09, 0.12, 0.9, 16),
    markerRing: new TorusGeometry(0.22, 0.035, 8, 40),
    trail: new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
    beam: new CylinderGeometry(0.35, 1.25, 4.5, 32, 1, true),
  };
  return {
    ...shapes,
    dispose: () => Object.values(shapes).forEach((g) => g.dispose()),
  };
}

export type Shapes = ReturnType<typeof createShapes>;
