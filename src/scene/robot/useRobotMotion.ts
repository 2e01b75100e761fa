import { useFrame } from '@react-three/fiber';
import type { RefObject } from 'react';
import { Color, type Group, type Mesh, type MeshStandardMaterial } from 'three';
import { ui } from '../../theme/palette';
import type { RobotLook, RobotStatus } from '../looks';
import { pointer } from '../pointer';

const BLINK_EVERY = 3.7;
const BLINK_FOR = 0.14;

/** The GLITCHED eyes flash to this; parsed once, not every frame. */
const GLITCH_FLASH = new Color(ui.neon);

/** Deterministic noise in [-1, 1]: stable frames for posters, lively ones on screen. */
function noise(t: number): number {
  return Math.sin(t * 12.9898) * Math.sin(t * 78.233 + 1.7);
}

export interface RobotParts {
  body: RefObject<Group | null>;
  head: RefObject<Group | null>;
  eyes: RefObject<Group | null>;
  arm: RefObject<Group | null>;
  mouth: RefObject<Mesh | null>;
  eyeMaterial: MeshStandardMaterial;
  eyeColour: Color;
  lamp: MeshStandardMaterial;
}

interface Options {
  look: RobotLook;
  status: RobotStatus;
  trackPointer: boolean;
  waves: boolean;
  seed: number;
  still: boolean;
}

/**
 * The robot's life, every frame and without allocating: breathing, blinking,
 * the head following the pointer (or glancing about), talking, waving, and
 * its status: ONLINE eyes pulse, GLITCHED skips and flashes in bursts,
 * MALFUNCTIONING twitches and flickers; ACTIVE and the Chancellor hold steady.
 */
export function useRobotMotion(parts: RobotParts, { look, status, trackPointer, waves, seed, still }: Options) {
  const { body, head, eyes, arm, mouth, eyeMaterial, eyeColour, lamp } = parts;
  useFrame((state, delta) => {
    // A still pose sits at a moment with eyes open and no glitch burst.
    const t = still ? 0.9 + seed * 0.31 : state.clock.elapsedTime + seed * 7.3;
    if (body.current) body.current.scale.y = 1 + Math.sin(t * 1.6) * 0.012;

    if (eyes.current) eyes.current.scale.y = t % BLINK_EVERY < BLINK_FOR ? 0.12 : 1;

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

    if (status === 'ONLINE') eyeMaterial.emissiveIntensity = 1.6 + Math.sin(t * 3) * 0.8;
    else if (status === 'GLITCHED') eyeMaterial.emissive.copy(t % 2 < 0.25 && Math.floor(t * 30) % 2 ? GLITCH_FLASH : eyeColour);
    else if (status === 'MALFUNCTIONING') eyeMaterial.emissiveIntensity = noise(Math.floor(t * 12)) > 0.6 ? 0.2 : 1.4;
    if (look.topper === 'antenna') lamp.emissiveIntensity = 0.8 + Math.sin(t * 2.2) * 0.6;

    if (mouth.current) mouth.current.scale.x = 1 + Math.max(0, Math.sin(t * 9)) * (Math.sin(t * 0.8) > 0.3 ? 0.35 : 0);

    if (arm.current && waves) {
      const cycle = t % 6;
      const lift = cycle < 2 ? Math.sin((cycle / 2) * Math.PI) : 0;
      arm.current.rotation.z = 0.25 + lift * 2.3;
      arm.current.rotation.x = lift * Math.sin(t * 9) * 0.15;
    }
  });
}
