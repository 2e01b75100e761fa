import { PerspectiveCamera } from '@react-three/drei';
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group, PerspectiveCamera as Camera } from 'three';
import { token } from '../content/token';
import { choreography } from '../bridge/choreography';
import { ui } from '../theme/palette';
import { chancellorLook } from './looks';
import { Podium } from './Podium';
import { Robot } from './Robot';
import { Spotlight, StageLights } from './effects';

/** Chancellor Chip at the podium; turns and steps back as the hero scrolls away. */
export function Character({ trackPointer, still }: { trackPointer: boolean; still: boolean }) {
  const rig = useRef<Group>(null);
  const camera = useRef<Camera>(null);
  useFrame(() => {
    const p = choreography.hero;
    if (rig.current) rig.current.rotation.y = -p * 0.6;
    if (camera.current) {
      camera.current.position.set(0, 2.6 + p * 0.6, 8.9 + p * 2.5);
      camera.current.lookAt(0, 1.85, 0);
    }
  });
  return (
    <>
      <PerspectiveCamera ref={camera} makeDefault fov={30} position={[0, 2.6, 8.9]} />
      <StageLights />
      <group ref={rig} position={[0, 0, 0]}>
        <Robot look={chancellorLook} status="CHANCELLOR" trackPointer={trackPointer} waves still={still} />
        <Podium ticker={token.ticker} />
        <Spotlight colour={ui.neon} radius={1.8} />
      </group>
    </>
  );
}
