import { RoundedBox } from '@react-three/drei';
import type { RobotLook } from '../looks';

/** The painted-metal skull, in one of four shapes. */
export function HeadShape({ look }: { look: RobotLook }) {
  switch (look.head) {
    case 'round':
      return (
        <mesh castShadow>
          <sphereGeometry args={[0.62, 32, 24]} />
          <meshStandardMaterial color={look.metal} metalness={0.55} roughness={0.3} />
        </mesh>
      );
    case 'capsule':
      return (
        <mesh rotation={[0, 0, Math.PI / 2]}>
          <capsuleGeometry args={[0.5, 0.4, 8, 24]} />
          <meshStandardMaterial color={look.metal} metalness={0.55} roughness={0.35} />
        </mesh>
      );
    case 'dome':
      return (
        <group>
          <mesh position={[0, 0.05, 0]}>
            <sphereGeometry args={[0.6, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2]} />
            <meshStandardMaterial color={look.metal} metalness={0.55} roughness={0.3} />
          </mesh>
          <mesh position={[0, -0.2, 0]}>
            <cylinderGeometry args={[0.6, 0.56, 0.5, 32]} />
            <meshStandardMaterial color={look.metal} metalness={0.55} roughness={0.3} />
          </mesh>
        </group>
      );
    default:
      return (
        <RoundedBox args={[1.3, 1.1, 1]} radius={0.24} smoothness={4}>
          <meshStandardMaterial color={look.metal} metalness={0.55} roughness={0.3} />
        </RoundedBox>
      );
  }
}
