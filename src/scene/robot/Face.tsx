import { forwardRef } from 'react';
import type { Group, Mesh, MeshStandardMaterial } from 'three';
import { scene } from '../../theme/palette';
import type { RobotLook } from '../looks';

/** The dark glass band across the face. */
export function Visor() {
  return (
    <mesh position={[0, 0.05, 0.5]} scale={[1, 0.42, 0.2]}>
      <sphereGeometry args={[0.5, 24, 12]} />
      <meshStandardMaterial color={scene.visor} metalness={0.2} roughness={0.15} />
    </mesh>
  );
}

/** Two glowing eyes sharing one material, so a status effect changes both at once. */
export const Eyes = forwardRef<Group, { material: MeshStandardMaterial }>(function Eyes({ material }, ref) {
  return (
    <group ref={ref} position={[0, 0.05, 0.64]}>
      {[-0.2, 0.2].map((x) => (
        <mesh key={x} position={[x, 0, 0]} rotation={[0, 0, Math.PI / 2]}>
          <capsuleGeometry args={[0.09, 0.12, 4, 12]} />
          <primitive object={material} attach="material" />
        </mesh>
      ))}
    </group>
  );
});

/** A speaker grille that widens as the robot talks. */
export const Mouth = forwardRef<Mesh>(function Mouth(_, ref) {
  return (
    <mesh ref={ref} position={[0, -0.3, 0.5]}>
      <boxGeometry args={[0.36, 0.06, 0.04]} />
      <meshStandardMaterial color={scene.mouth} />
    </mesh>
  );
});

/** Round ear caps in the robot's accent colour. */
export function Ears({ look }: { look: RobotLook }) {
  return (
    <>
      {[-1, 1].map((side) => (
        <mesh key={side} position={[side * 0.66, 0, 0]} rotation={[0, 0, Math.PI / 2]}>
          <cylinderGeometry args={[0.14, 0.14, 0.1, 16]} />
          <meshStandardMaterial color={look.accent} roughness={0.4} />
        </mesh>
      ))}
    </>
  );
}
