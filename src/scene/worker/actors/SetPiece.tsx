import { useFrame } from '@react-three/fiber';
import { useRef, type ReactNode } from 'react';
import type { Group } from 'three';
import type { MomentId } from '../../../content/moments';
import { presence } from './momentFade';

/** How far below the floor a set piece waits, in the robot's units. */
const BELOW = 1.6;

/** A piece of one moment's set: it rises through the floor as its moment comes on stage and sinks as it goes. */
export function SetPiece({ moment, children }: { moment: MomentId; children: ReactNode }) {
  const group = useRef<Group>(null);
  useFrame(() => {
    const g = group.current;
    if (!g) return;
    const p = presence(moment);
    g.visible = p > 0.02;
    g.position.y = (p - 1) * BELOW;
  });
  return <group ref={group}>{children}</group>;
}
