import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Color, MeshStandardMaterial, Object3D, type InstancedMesh } from 'three';
import { frame } from '../pageMirror';
import { ui } from '../../../theme/palette';
import { useShapes } from '../robot/shapesContext';

const COINS = 56;
/** Each coin falls for this share of the pour; the last ones start at 1 − FALL. */
const FALL = 0.22;
const dummy = new Object3D();

/** A deterministic heap: where coin `i` comes to rest, in front of and around his feet. */
function restingPlace(i: number) {
  const ring = Math.floor(i / 14);
  const angle = i * 2.399 + ring;
  const r = 0.45 + (i % 14) * 0.07;
  return { x: Math.cos(angle) * r * 1.4, y: 0.03 + ring * 0.05 + (i % 3) * 0.02, z: 0.45 + Math.sin(angle) * r * 0.55, tilt: (i % 5) * 0.25 };
}

/**
 * Tokenomics: coins pour down around him in step with the counters, 56 of
 * them in one instanced draw call. Where each coin is depends only on how far
 * the pour has gone, so scrolling back and a motionless frame show the same heap.
 */
export function CoinShower() {
  const shapes = useShapes();
  const mesh = useRef<InstancedMesh>(null);
  const material = useMemo(() => new MeshStandardMaterial({ metalness: 0.85, roughness: 0.28 }), []);
  useEffect(() => () => material.dispose(), [material]);
  const places = useMemo(() => Array.from({ length: COINS }, (_, i) => restingPlace(i)), []);
  const last = useRef(-1);
  useEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const gold = new Color(ui.gold);
    const pale = new Color(ui.text);
    for (let i = 0; i < COINS; i++) m.setColorAt(i, i % 6 === 0 ? pale : gold);
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  }, []);
  useFrame(() => {
    const m = mesh.current;
    const pour = frame.choreography.pour;
    if (!m || pour === last.current) return;
    last.current = pour;
    for (let i = 0; i < COINS; i++) {
      const p = places[i]!;
      const start = (i / COINS) * (1 - FALL);
      const f = Math.min(1, Math.max(0, (pour - start) / FALL));
      dummy.position.set(p.x * (0.6 + 0.4 * f), p.y + (1 - f * f) * 5.2, p.z);
      dummy.rotation.set(p.tilt + (1 - f) * 9, i, (1 - f) * 6);
      dummy.scale.setScalar(f > 0 ? 1 : 0);
      dummy.updateMatrix();
      m.setMatrixAt(i, dummy.matrix);
    }
    m.instanceMatrix.needsUpdate = true;
  });
  return <instancedMesh ref={mesh} args={[shapes.coin, material, COINS]} frustumCulled={false} />;
}
