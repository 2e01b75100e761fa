import type { MeshStandardMaterial } from 'three';
import { scene } from '../../theme/palette';
import type { RobotLook } from '../looks';

/** What sits on the head: an antenna, a dish, a peaked cap, twin lamps or a chip; its light is `lamp`. */
export function Topper({ look, lamp }: { look: RobotLook; lamp: MeshStandardMaterial }) {
  switch (look.topper) {
    case 'dish':
      return (
        <group position={[0.35, 0.62, 0]} rotation={[0, 0, -0.5]}>
          <mesh position={[0, 0.2, 0]}>
            <cylinderGeometry args={[0.03, 0.03, 0.4, 8]} />
            <meshStandardMaterial color={scene.dishArm} />
          </mesh>
          <mesh position={[0, 0.42, 0]} rotation={[Math.PI, 0, 0]}>
            <coneGeometry args={[0.22, 0.14, 24, 1, true]} />
            <primitive object={lamp} attach="material" />
          </mesh>
        </group>
      );
    case 'cap':
      return (
        <group position={[0, 0.52, 0]}>
          <mesh>
            <cylinderGeometry args={[0.62, 0.66, 0.22, 32]} />
            <meshStandardMaterial color={scene.capCrown} roughness={0.6} />
          </mesh>
          <mesh position={[0, -0.1, 0.42]} rotation={[0.35, 0, 0]}>
            <boxGeometry args={[0.9, 0.05, 0.45]} />
            <meshStandardMaterial color={scene.capPeak} />
          </mesh>
          <mesh position={[0, 0.02, 0.62]}>
            <octahedronGeometry args={[0.09]} />
            <primitive object={lamp} attach="material" />
          </mesh>
        </group>
      );
    case 'lamps':
      return (
        <group position={[0, 0.45, 0]}>
          {[-0.32, 0.32].map((x) => (
            <mesh key={x} position={[x, 0.05, 0]}>
              <sphereGeometry args={[0.1, 16, 12]} />
              <primitive object={lamp} attach="material" />
            </mesh>
          ))}
        </group>
      );
    case 'chip':
      return (
        <group position={[0, 0.68, 0]}>
          <mesh>
            <boxGeometry args={[0.5, 0.16, 0.5]} />
            <meshStandardMaterial color={scene.chipBase} />
          </mesh>
          <mesh position={[0, 0.1, 0]}>
            <boxGeometry args={[0.3, 0.05, 0.3]} />
            <primitive object={lamp} attach="material" />
          </mesh>
        </group>
      );
    default:
      return (
        <group position={[0, 0.55, 0]}>
          <mesh position={[0, 0.3, 0]}>
            <cylinderGeometry args={[0.04, 0.04, 0.6, 8]} />
            <meshStandardMaterial color={scene.antenna} metalness={0.6} roughness={0.3} />
          </mesh>
          <mesh position={[0, 0.66, 0]}>
            <sphereGeometry args={[0.13, 16, 12]} />
            <primitive object={lamp} attach="material" />
          </mesh>
        </group>
      );
  }
}
