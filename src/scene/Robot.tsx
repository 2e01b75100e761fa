import { useEffect, useMemo, useRef } from 'react';
import { Color, MeshStandardMaterial, type Group, type Mesh } from 'three';
import type { RobotLook, RobotStatus } from './looks';
import { Arm, Body } from './robot/Body';
import { Ears, Eyes, Mouth, Visor } from './robot/Face';
import { HeadShape } from './robot/HeadShape';
import { Topper } from './robot/Topper';
import { useRobotMotion } from './robot/useRobotMotion';

interface RobotProps {
  look: RobotLook;
  status: RobotStatus;
  /** Turn the head toward the pointer (fine pointers only; decided by the canvas). */
  trackPointer: boolean;
  /** Raise and wave the left arm now and then. */
  waves?: boolean;
  /** Offsets the idle cycles so the cabinet does not breathe in unison. */
  seed?: number;
  /** Reduced motion and posters: one fixed pose, every frame the same. */
  still?: boolean;
}

/** A robot politician in a suit, from primitives; its life and status effects are in useRobotMotion. */
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
  useRobotMotion({ body, head, eyes, arm, mouth, eyeMaterial, eyeColour, lamp }, { look, status, trackPointer, waves, seed, still });

  return (
    <group>
      <Body ref={body} look={look} arms={[<Arm key="right" look={look} side={-1} />, <Arm key="left" ref={arm} look={look} side={1} />]} />
      <group ref={head} position={[0, 2.35, 0]}>
        <HeadShape look={look} />
        <Visor />
        <Eyes ref={eyes} material={eyeMaterial} />
        <Mouth ref={mouth} />
        <Ears look={look} />
        <Topper look={look} lamp={lamp} />
      </group>
    </group>
  );
}
