import { createPortal } from '@react-three/fiber';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { Pose } from '../../protocol';
import type { ChancellorModel } from './load';
import { createRig } from './rig';
import { useRigLife } from './useRigLife';

interface Props {
  model: ChancellorModel;
  /** The pose to take, read every frame (the actor writes it). */
  pose: Pose;
  trackPointer: boolean;
  motionless: boolean;
  /** Held in his right hand (the paper he reads from). */
  inHand?: ReactNode;
}

/** Where the paper sits in his right hand: below the wrist, tipped up toward his eyes. */
const HOLD = { position: [0, -0.26, 0.1] as const, rotation: [1.25, 0, 0] as const };

/**
 * The modelled Chancellor (assets/chancellor.glb), feet at its origin: a skinned body acting by
 * its clips and the pose, a face acting by morph targets. One figure, one place on screen.
 */
export function RiggedChancellor({ model, pose, trackPointer, motionless, inHand }: Props) {
  const rig = useMemo(() => createRig(model), [model]);
  useEffect(() => () => rig.dispose(), [rig]);
  useRigLife(rig, { pose, trackPointer, motionless });
  return (
    <>
      <primitive object={rig.root} />
      {inHand &&
        createPortal(
          <group position={HOLD.position} rotation={HOLD.rotation}>
            {inHand}
          </group>,
          rig.hold,
        )}
    </>
  );
}
