import { CylinderGeometry, ExtrudeGeometry, Shape, SphereGeometry } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { Part } from './part';
import { plain, smoothed, tube } from './shapes';

/** The head's centre and size: a screen in a metal case, about a third of his height. */
const HEAD = { y: 2.98, width: 1.22, height: 0.96, depth: 0.72 } as const;
/** Where the screen's glass is, and the face on it. */
const SCREEN_Z = HEAD.depth / 2 + 0.02;
export const FACE_Z = SCREEN_Z + 0.006;

function roundedRect(width: number, height: number, radius: number): Shape {
  const [w, h] = [width / 2, height / 2];
  const shape = new Shape();
  shape.moveTo(-w + radius, -h);
  shape.lineTo(w - radius, -h);
  shape.quadraticCurveTo(w, -h, w, -h + radius);
  shape.lineTo(w, h - radius);
  shape.quadraticCurveTo(w, h, w - radius, h);
  shape.lineTo(-w + radius, h);
  shape.quadraticCurveTo(-w, h, -w, h - radius);
  shape.lineTo(-w, -h + radius);
  shape.quadraticCurveTo(-w, -h, -w + radius, -h);
  return shape;
}

/** The head: the case, the screen's bezel standing proud of it with a chamfer, the glass set back in it, ear lights, the antenna. */
export function headParts(): Part[] {
  const bezel = roundedRect(1.1, 0.84, 0.17);
  bezel.holes.push(roundedRect(0.96, 0.7, 0.12));
  const ears = ([-1, 1] as const).flatMap((side): Part[] => [
    { name: `ear${side}`, geometry: plain(new CylinderGeometry(0.15, 0.16, 0.09, 20).rotateZ(Math.PI / 2).translate(0.63 * side, HEAD.y, 0)), material: 'dark', skin: 'head' },
    { name: `earLight${side}`, geometry: plain(new CylinderGeometry(0.095, 0.095, 0.03, 18).rotateZ(Math.PI / 2).translate(0.68 * side, HEAD.y, 0)), material: 'accent', skin: 'head' },
  ]);
  return [
    { name: 'neck', geometry: tube([[0, 2.58, 0, 0.14], [0, 2.45, 0, 0.15], [0, 2.3, 0.01, 0.17]], { around: 24, steps: 3 }), material: 'dark', skin: 'neck' },
    { name: 'case', geometry: smoothed(new RoundedBoxGeometry(HEAD.width, HEAD.height, HEAD.depth, 7, 0.21).translate(0, HEAD.y, 0)), material: 'metal', skin: 'head' },
    {
      name: 'bezel',
      geometry: plain(
        new ExtrudeGeometry(bezel, { depth: 0.03, bevelEnabled: true, bevelThickness: 0.02, bevelSize: 0.018, bevelSegments: 3, curveSegments: 8 }).translate(0, HEAD.y, HEAD.depth / 2 - 0.01),
      ),
      material: 'dark',
      skin: 'head',
    },
    { name: 'screen', geometry: plain(new ExtrudeGeometry(roundedRect(0.98, 0.72, 0.13), { depth: 0.02, bevelEnabled: false, curveSegments: 8 }).translate(0, HEAD.y, SCREEN_Z - 0.02)), material: 'screen', skin: 'head' },
    ...ears,
    { name: 'antennaBase', geometry: smoothed(new SphereGeometry(0.075, 16, 10, 0, Math.PI * 2, 0, Math.PI / 2).translate(0, HEAD.y + HEAD.height / 2 - 0.01, 0)), material: 'dark', skin: 'head' },
    { name: 'antennaRod', geometry: tube([[0, 3.86, 0, 0.02], [0, 3.65, 0, 0.022], [0, 3.44, 0, 0.026]], { around: 10, steps: 2 }), material: 'dark', skin: 'antenna' },
    { name: 'antennaBulb', geometry: smoothed(new SphereGeometry(0.09, 14, 10).translate(0, 3.93, 0)), material: 'accent', skin: 'antenna' },
  ];
}
