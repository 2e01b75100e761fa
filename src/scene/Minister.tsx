import { PerspectiveCamera } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { Minister as MinisterData } from '../content/cabinet';
import { choreography } from '../bridge/choreography';
import { Halo, Sparks, Spotlight, StageLights } from './effects';
import { scene } from '../theme/palette';
import { chancellorLook, ministerLooks } from './looks';
import { Robot } from './Robot';

interface FigureProps {
  minister: MinisterData;
  /** The roll call keeps all four and shows one. */
  visible?: boolean;
  index: number;
  trackPointer: boolean;
  still: boolean;
}

/** The camera and lights every minister view shares: head and shoulders. */
export function MinisterFraming() {
  return (
    <>
      <PerspectiveCamera makeDefault fov={32} position={[0, 2.3, 5.9]} rotation={[-0.05, 0, 0]} />
      <StageLights />
    </>
  );
}

/** One minister with their status effect, rising into view as the cabinet arrives. */
export function MinisterFigure({ minister, visible = true, index, trackPointer, still }: FigureProps) {
  const look = ministerLooks[minister.id] ?? chancellorLook;
  const rig = useRef<Group>(null);
  useFrame(() => {
    // Staggered: each minister rises a little after the one before.
    const p = Math.min(1, Math.max(0, choreography.cabinet * 1.6 - index * 0.15));
    if (rig.current) {
      rig.current.position.y = (1 - p) * -1.2;
      rig.current.rotation.y = (1 - p) * (index % 2 ? 0.8 : -0.8);
    }
  });
  return (
    <group visible={visible}>
      <group ref={rig}>
        <Robot look={look} status={minister.status} trackPointer={trackPointer} seed={index + 1} still={still} />
        {minister.status === 'ONLINE' && <Halo colour={look.accent} y={2.95} still={still} />}
        {minister.status === 'MALFUNCTIONING' && <Sparks colour={scene.sparks} origin={[0, 2.9, 0.2]} still={still} />}
        <Spotlight colour={look.accent} radius={1.4} />
      </group>
    </group>
  );
}

/** A minister's own view: the cabinet card on the home page, a seat in the stage cabinet. */
export function Minister(props: FigureProps) {
  return (
    <>
      <MinisterFraming />
      <MinisterFigure {...props} />
    </>
  );
}
