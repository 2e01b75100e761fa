/**
 * The Chancellor's skeleton: each joint's name, parent and place in the rest pose (feet at the
 * origin, facing +z, arms hanging). Every joint's rest rotation is none, so a rotation about x, y
 * or z means the same for every bone: +z raises his left arm (+x) sideways, -x swings an arm or a
 * leg forward. The names are what the scene looks bones up by.
 */
export interface Joint {
  name: string;
  parent: string | null;
  /** Where the joint sits in the rest pose, in the model's space. */
  at: readonly [number, number, number];
}

/** His left is +x (the viewer's right, as he faces the viewer). */
const sided = (side: 'L' | 'R', joints: readonly Joint[]): Joint[] =>
  joints.map((j) => ({
    name: `${j.name}${side}`,
    parent: j.parent && (j.parent === 'chest' || j.parent === 'hips' ? j.parent : `${j.parent}${side}`),
    at: [side === 'L' ? j.at[0] : -j.at[0], j.at[1], j.at[2]],
  }));

const ARM: Joint[] = [
  { name: 'shoulder', parent: 'chest', at: [0.3, 2.2, 0] },
  { name: 'upperArm', parent: 'shoulder', at: [0.76, 2.17, 0] },
  { name: 'foreArm', parent: 'upperArm', at: [0.79, 1.6, 0.01] },
  { name: 'hand', parent: 'foreArm', at: [0.81, 1.07, 0.03] },
];

const LEG: Joint[] = [
  { name: 'upperLeg', parent: 'hips', at: [0.23, 1.18, 0] },
  { name: 'lowerLeg', parent: 'upperLeg', at: [0.24, 0.68, 0.01] },
  { name: 'foot', parent: 'lowerLeg', at: [0.25, 0.15, 0] },
];

export const JOINTS: readonly Joint[] = [
  { name: 'hips', parent: null, at: [0, 1.25, 0] },
  { name: 'spine', parent: 'hips', at: [0, 1.52, 0] },
  { name: 'chest', parent: 'spine', at: [0, 1.86, 0] },
  { name: 'neck', parent: 'chest', at: [0, 2.32, 0] },
  { name: 'head', parent: 'neck', at: [0, 2.52, 0] },
  // The springy parts: the antenna on his head and the tie from its knot.
  { name: 'antenna', parent: 'head', at: [0, 3.44, 0] },
  { name: 'tie', parent: 'chest', at: [0, 2.24, 0.36] },
  ...sided('L', ARM),
  ...sided('R', ARM),
  ...sided('L', LEG),
  ...sided('R', LEG),
];

export type JointName = string;

export const jointAt = (name: JointName): readonly [number, number, number] => {
  const joint = JOINTS.find((j) => j.name === name);
  if (!joint) throw new Error(`no joint ${name}`);
  return joint.at;
};
