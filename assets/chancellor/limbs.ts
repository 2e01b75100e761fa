import { CapsuleGeometry } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { blendUp, type Part } from './part';
import { plain, smoothed, tube } from './shapes';

type Side = 1 | -1;
const letter = (side: Side) => (side > 0 ? 'L' : 'R');

/** A sleeve from the shoulder to the cuff, bending at the elbow; the shirt's cuff below it. */
function arm(side: Side): Part[] {
  const s = letter(side);
  const x = (v: number) => v * side;
  return [
    {
      name: `sleeve${s}`,
      geometry: tube(
        [
          [x(0.76), 2.3, 0, 0.165],
          [x(0.77), 2.0, 0, 0.162],
          [x(0.79), 1.6, 0.01, 0.145],
          [x(0.8), 1.3, 0.02, 0.135],
          [x(0.81), 1.11, 0.03, 0.132],
        ],
        { around: 24, steps: 6 },
      ),
      material: 'suit',
      skin: blendUp(`foreArm${s}`, `upperArm${s}`, 1.52, 1.68),
    },
    { name: `cuff${s}`, geometry: tube([[x(0.81), 1.14, 0.03, 0.118], [x(0.812), 1.06, 0.03, 0.112]], { around: 20, steps: 1 }), material: 'shirt', skin: `foreArm${s}` },
  ];
}

/**
 * A metal hand at the wrist: a palm, four fingers and a thumb, hanging with the palm to his side,
 * fingers a little curled, thumb forward, so it reads at a glance as a hand waving or pointing.
 */
function hand(side: Side): Part[] {
  const s = letter(side);
  const x = 0.81 * side;
  const palm = plain(new RoundedBoxGeometry(0.11, 0.2, 0.22, 2, 0.045).translate(x, 0.96, 0.035));
  const fingers = [-0.07, -0.023, 0.024, 0.07].map((dz, i) => {
    const length = [0.11, 0.13, 0.125, 0.1][i]!;
    return plain(
      new CapsuleGeometry(0.032, length, 2, 8)
        .translate(0, -length / 2, 0)
        .rotateX(0.1)
        .rotateZ(-0.14 * side)
        .translate(x - 0.01 * side, 0.87, 0.035 + dz),
    );
  });
  const thumb = plain(new CapsuleGeometry(0.037, 0.1, 2, 8).translate(0, -0.05, 0).rotateX(-0.75).rotateZ(0.25 * side).translate(x - 0.025 * side, 0.98, 0.14));
  return [palm, ...fingers, thumb].map((geometry, i) => ({ name: `hand${s}${i}`, geometry, material: 'metal', skin: `hand${s}` }));
}

/** A trouser leg from the hip to the ankle, bending at the knee, and a polished shoe. */
function leg(side: Side): Part[] {
  const s = letter(side);
  const x = (v: number) => v * side;
  return [
    {
      name: `trousers${s}`,
      geometry: tube(
        [
          [x(0.22), 1.3, 0, 0.2],
          [x(0.23), 0.96, 0.01, 0.185],
          [x(0.24), 0.68, 0.015, 0.162],
          [x(0.245), 0.4, 0.005, 0.152],
          [x(0.25), 0.14, 0, 0.15],
        ],
        { around: 24, steps: 6 },
      ),
      material: 'suit',
      skin: blendUp(`lowerLeg${s}`, `upperLeg${s}`, 0.6, 0.76),
    },
    {
      name: `shoe${s}`,
      geometry: smoothed(new RoundedBoxGeometry(0.3, 0.16, 0.5, 3, 0.075).translate(x(0.25), 0.08, 0.08)),
      material: 'dark',
      skin: `foot${s}`,
    },
  ];
}

export const limbParts = (): Part[] => ([1, -1] as const).flatMap((side) => [...arm(side), ...hand(side), ...leg(side)]);
