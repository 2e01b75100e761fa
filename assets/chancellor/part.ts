import type { BufferGeometry } from 'three';
import type { JointName } from './rig';

/** The model's eight materials; their values are in materials.ts. */
export type MaterialName = 'suit' | 'shirt' | 'tie' | 'metal' | 'dark' | 'screen' | 'glow' | 'accent';

/** How a vertex follows the skeleton: one joint wholly, or a blend of joints by where it is. */
export type Skin = JointName | ((x: number, y: number, z: number) => readonly (readonly [JointName, number])[]);

/** One piece of the body: its shape in the rest pose, its material and the joints it follows. */
export interface Part {
  name: string;
  geometry: BufferGeometry;
  material: MaterialName;
  skin: Skin;
}

/** 0 below `a`, 1 above `b`, smooth between. */
export const smoothstep = (a: number, b: number, x: number) => {
  const k = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return k * k * (3 - 2 * k);
};

/** A blend from joint `below` to joint `above` across heights `a`…`b`. */
export const blendUp =
  (below: JointName, above: JointName, a: number, b: number): Skin =>
  (_x, y) => {
    const k = smoothstep(a, b, y);
    return [
      [below, 1 - k],
      [above, k],
    ];
  };
