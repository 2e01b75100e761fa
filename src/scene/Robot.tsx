import { RoundedBox } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, MeshStandardMaterial, type Group, type Mesh } from 'three';
import { NEON, type RobotLook, type StageStatus } from './looks';
import { pointer } from './pointer';

interface RobotProps {
  look: RobotLook;
  status: StageStatus;
  /** Turn the head toward the pointer (fine pointers only; decided by Stage). */
  trackPointer: boolean;
  /** Raise and wave the right arm now and then. */
  waves?: boolean;
  /** Offsets the idle cycles so the cabinet does not breathe in unison. */
  seed?: number;
  /** Reduced motion and posters: one fixed pose, every frame the same. */
  still?: boolean;
}

const BLINK_EVERY = 3.7;
const BLINK_FOR = 0.14;

/** The GLITCHED eyes flash to this; parsed once, not every frame. */
const GLITCH_FLASH = new Color(NEON);

/** Deterministic noise in [-1, 1]: stable frames for posters, lively ones on screen. */
function noise(t: number): number {
  return Math.sin(t * 12.9898) * Math.sin(t * 78.233 + 1.7);
}

function Head({ look }: { look: RobotLook }) {
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

function Topper({ look, lamp }: { look: RobotLook; lamp: MeshStandardMaterial }) {
  switch (look.topper) {
    case 'dish':
      return (
        <group position={[0.35, 0.62, 0]} rotation={[0, 0, -0.5]}>
          <mesh position={[0, 0.2, 0]}>
            <cylinderGeometry args={[0.03, 0.03, 0.4, 8]} />
            <meshStandardMaterial color="#9aa8cf" />
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
            <meshStandardMaterial color="#1d2445" roughness={0.6} />
          </mesh>
          <mesh position={[0, -0.1, 0.42]} rotation={[0.35, 0, 0]}>
            <boxGeometry args={[0.9, 0.05, 0.45]} />
            <meshStandardMaterial color="#111832" />
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
            <meshStandardMaterial color="#22336a" />
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
            <meshStandardMaterial color="#aab6d6" metalness={0.6} roughness={0.3} />
          </mesh>
          <mesh position={[0, 0.66, 0]}>
            <sphereGeometry args={[0.13, 16, 12]} />
            <primitive object={lamp} attach="material" />
          </mesh>
        </group>
      );
  }
}

/**
 * A robot politician in a suit, from primitives. Idles (breathing, blinking),
 * turns its head to the pointer, and shows its status: ONLINE glows, GLITCHED
 * glitches in bursts, MALFUNCTIONING jitters; ACTIVE and the Chancellor hold steady.
 */
export function Robot({ look, status, trackPointer, waves = false, seed = 0, still = false }: RobotProps) {
  const body = useRef<Group>(null);
  const head = useRef<Group>(null);
  const eyes = useRef<Group>(null);
  const arm = useRef<Group>(null);
  const mouth = useRef<Mesh>(null);
  // Shared by both eyes (and by both lamps), so a status effect changes them together.
  const eyeMaterial = useMemo(
    () => new MeshStandardMaterial({ color: look.eyes, emissive: look.eyes, emissiveIntensity: 1.4 }),
    [look.eyes],
  );
  const lamp = useMemo(
    () => new MeshStandardMaterial({ color: look.accent, emissive: look.accent, emissiveIntensity: 1, side: 2 }),
    [look.accent],
  );
  const eyeColour = useMemo(() => new Color(look.eyes), [look.eyes]);
  useEffect(
    () => () => {
      eyeMaterial.dispose();
      lamp.dispose();
    },
    [eyeMaterial, lamp],
  );

  useFrame((state, delta) => {
    // A still pose sits at a moment with eyes open and no glitch burst.
    const t = still ? 0.9 + seed * 0.31 : state.clock.elapsedTime + seed * 7.3;
    if (body.current) body.current.scale.y = 1 + Math.sin(t * 1.6) * 0.012;

    if (eyes.current) {
      const blinking = t % BLINK_EVERY < BLINK_FOR;
      eyes.current.scale.y = blinking ? 0.12 : 1;
    }

    if (head.current) {
      const yaw = trackPointer && pointer.active ? pointer.x * 0.45 : Math.sin(t * 0.5) * 0.18;
      const pitch = trackPointer && pointer.active ? pointer.y * 0.2 : Math.sin(t * 0.7) * 0.05;
      const k = still ? 1 : 1 - Math.exp(-delta * 5);
      head.current.rotation.y += (yaw - head.current.rotation.y) * k;
      head.current.rotation.x += (pitch - head.current.rotation.x) * k;
      head.current.position.x = 0;
      head.current.rotation.z = 0;
      if (status === 'GLITCHED') {
        // Bursts of a quarter second every two seconds: the head skips sideways.
        const burst = t % 2 < 0.25;
        head.current.position.x = burst ? noise(Math.floor(t * 30)) * 0.12 : 0;
      } else if (status === 'MALFUNCTIONING') {
        head.current.rotation.z = noise(Math.floor(t * 20)) * 0.06;
      }
    }

    {
      const m = eyeMaterial;
      if (status === 'ONLINE') m.emissiveIntensity = 1.6 + Math.sin(t * 3) * 0.8;
      else if (status === 'GLITCHED') m.emissive.copy(t % 2 < 0.25 && Math.floor(t * 30) % 2 ? GLITCH_FLASH : eyeColour);
      else if (status === 'MALFUNCTIONING') m.emissiveIntensity = noise(Math.floor(t * 12)) > 0.6 ? 0.2 : 1.4;
    }
    if (look.topper === 'antenna') lamp.emissiveIntensity = 0.8 + Math.sin(t * 2.2) * 0.6;

    if (mouth.current) mouth.current.scale.x = 1 + Math.max(0, Math.sin(t * 9)) * (Math.sin(t * 0.8) > 0.3 ? 0.35 : 0);

    if (arm.current && waves) {
      const cycle = t % 6;
      const lift = cycle < 2 ? Math.sin((cycle / 2) * Math.PI) : 0;
      arm.current.rotation.z = 0.25 + lift * 2.3;
      arm.current.rotation.x = lift * Math.sin(t * 9) * 0.15;
    }
  });

  return (
    <group>
      <group ref={body}>
        {/* Suit */}
        <mesh position={[0, 0.75, 0]}>
          <capsuleGeometry args={[0.72, 0.8, 8, 24]} />
          <meshStandardMaterial color={look.suit} roughness={0.7} />
        </mesh>
        {/* Shirt and tie */}
        <mesh position={[0, 1.3, 0.6]} rotation={[-0.28, 0, Math.PI]}>
          <coneGeometry args={[0.32, 0.62, 3]} />
          <meshStandardMaterial color="#f4f6ff" roughness={0.5} />
        </mesh>
        <mesh position={[0, 1.05, 0.7]} rotation={[0.18, 0, Math.PI / 4]}>
          <boxGeometry args={[0.16, 0.16, 0.08]} />
          <meshStandardMaterial color={look.tie} roughness={0.4} />
        </mesh>
        <mesh position={[0, 0.75, 0.74]} rotation={[0.12, 0, 0]}>
          <coneGeometry args={[0.15, 0.55, 4]} />
          <meshStandardMaterial color={look.tie} roughness={0.4} />
        </mesh>
        {/* Campaign badge */}
        <group position={[0.42, 1.05, 0.62]} rotation={[0.2, 0.35, 0]}>
          <mesh rotation={[Math.PI / 2, 0, 0]}>
            <cylinderGeometry args={[0.14, 0.14, 0.04, 24]} />
            <meshStandardMaterial color="#f4f6ff" />
          </mesh>
          <mesh position={[0, 0, 0.025]}>
            <torusGeometry args={[0.13, 0.025, 8, 24]} />
            <meshStandardMaterial color={look.accent} emissive={look.accent} emissiveIntensity={0.4} />
          </mesh>
        </group>
        {/* Arms: the right one (side 1) waves */}
        {([-1, 1] as const).map((side) => (
          <group key={side} ref={side === 1 ? arm : undefined} position={[0.8 * side, 1.25, 0]} rotation={[0, 0, 0.25 * side]}>
            <mesh position={[0, -0.45, 0]}>
              <capsuleGeometry args={[0.17, 0.7, 6, 12]} />
              <meshStandardMaterial color={look.suit} roughness={0.7} />
            </mesh>
            <mesh position={[0, -0.95, 0]}>
              <sphereGeometry args={[0.19, 16, 12]} />
              <meshStandardMaterial color={look.metal} metalness={0.5} roughness={0.35} />
            </mesh>
          </group>
        ))}
        {/* Neck */}
        <mesh position={[0, 1.72, 0]}>
          <cylinderGeometry args={[0.2, 0.24, 0.3, 16]} />
          <meshStandardMaterial color="#7d89b0" metalness={0.6} roughness={0.35} />
        </mesh>
      </group>

      <group ref={head} position={[0, 2.35, 0]}>
        <Head look={look} />
        {/* Visor and eyes */}
        <mesh position={[0, 0.05, 0.5]} scale={[1, 0.42, 0.2]}>
          <sphereGeometry args={[0.5, 24, 12]} />
          <meshStandardMaterial color="#071a2c" metalness={0.2} roughness={0.15} />
        </mesh>
        <group ref={eyes} position={[0, 0.05, 0.64]}>
          {[-0.2, 0.2].map((x) => (
            <mesh key={x} position={[x, 0, 0]} rotation={[0, 0, Math.PI / 2]}>
              <capsuleGeometry args={[0.09, 0.12, 4, 12]} />
              <primitive object={eyeMaterial} attach="material" />
            </mesh>
          ))}
        </group>
        <mesh ref={mouth} position={[0, -0.3, 0.5]}>
          <boxGeometry args={[0.36, 0.06, 0.04]} />
          <meshStandardMaterial color="#3a4670" />
        </mesh>
        {/* Ears */}
        {[-1, 1].map((side) => (
          <mesh key={side} position={[side * 0.66, 0, 0]} rotation={[0, 0, Math.PI / 2]}>
            <cylinderGeometry args={[0.14, 0.14, 0.1, 16]} />
            <meshStandardMaterial color={look.accent} roughness={0.4} />
          </mesh>
        ))}
        <Topper look={look} lamp={lamp} />
      </group>
    </group>
  );
}
