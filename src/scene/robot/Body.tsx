import { forwardRef, type ReactNode } from 'react';
import type { Group } from 'three';
import { scene } from '../../theme/palette';
import type { RobotLook } from '../looks';

/** The suit: a capsule of cloth from the waist to the shoulders. */
function Suit({ look }: { look: RobotLook }) {
  return (
    <mesh position={[0, 0.75, 0]}>
      <capsuleGeometry args={[0.72, 0.8, 8, 24]} />
      <meshStandardMaterial color={look.suit} roughness={0.7} />
    </mesh>
  );
}

/** The shirt's V, the knot and the tie. */
function ShirtAndTie({ look }: { look: RobotLook }) {
  return (
    <>
      <mesh position={[0, 1.3, 0.6]} rotation={[-0.28, 0, Math.PI]}>
        <coneGeometry args={[0.32, 0.62, 3]} />
        <meshStandardMaterial color={scene.shirt} roughness={0.5} />
      </mesh>
      <mesh position={[0, 1.05, 0.7]} rotation={[0.18, 0, Math.PI / 4]}>
        <boxGeometry args={[0.16, 0.16, 0.08]} />
        <meshStandardMaterial color={look.tie} roughness={0.4} />
      </mesh>
      <mesh position={[0, 0.75, 0.74]} rotation={[0.12, 0, 0]}>
        <coneGeometry args={[0.15, 0.55, 4]} />
        <meshStandardMaterial color={look.tie} roughness={0.4} />
      </mesh>
    </>
  );
}

/** The campaign badge on the lapel, ringed in the robot's accent. */
function CampaignBadge({ look }: { look: RobotLook }) {
  return (
    <group position={[0.42, 1.05, 0.62]} rotation={[0.2, 0.35, 0]}>
      <mesh rotation={[Math.PI / 2, 0, 0]}>
        <cylinderGeometry args={[0.14, 0.14, 0.04, 24]} />
        <meshStandardMaterial color={scene.shirt} />
      </mesh>
      <mesh position={[0, 0, 0.025]}>
        <torusGeometry args={[0.13, 0.025, 8, 24]} />
        <meshStandardMaterial color={look.accent} emissive={look.accent} emissiveIntensity={0.4} />
      </mesh>
    </group>
  );
}

/** An arm in its sleeve with a metal hand; `side` 1 is the robot's left (the one that waves). */
export const Arm = forwardRef<Group, { look: RobotLook; side: -1 | 1 }>(function Arm({ look, side }, ref) {
  return (
    <group ref={ref} position={[0.8 * side, 1.25, 0]} rotation={[0, 0, 0.25 * side]}>
      <mesh position={[0, -0.45, 0]}>
        <capsuleGeometry args={[0.17, 0.7, 6, 12]} />
        <meshStandardMaterial color={look.suit} roughness={0.7} />
      </mesh>
      <mesh position={[0, -0.95, 0]}>
        <sphereGeometry args={[0.19, 16, 12]} />
        <meshStandardMaterial color={look.metal} metalness={0.5} roughness={0.35} />
      </mesh>
    </group>
  );
});

function Neck() {
  return (
    <mesh position={[0, 1.72, 0]}>
      <cylinderGeometry args={[0.2, 0.24, 0.3, 16]} />
      <meshStandardMaterial color={scene.neck} metalness={0.6} roughness={0.35} />
    </mesh>
  );
}

/** Everything below the head; `arms` are the two Arm parts, so the robot can hold a ref to the waving one. */
export const Body = forwardRef<Group, { look: RobotLook; arms: ReactNode }>(function Body({ look, arms }, ref) {
  return (
    <group ref={ref}>
      <Suit look={look} />
      <ShirtAndTie look={look} />
      <CampaignBadge look={look} />
      {arms}
      <Neck />
    </group>
  );
});
