import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, BufferAttribute, BufferGeometry, type Mesh, type Points } from 'three';
import { scene, ui } from '../theme/palette';

const SPARKS = 48;

/** Sparks that spit from a malfunctioning head and fall: one Points draw call. */
export function Sparks({ colour, origin, still }: { colour: string; origin: [number, number, number]; still: boolean }) {
  const points = useRef<Points>(null);
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(SPARKS * 3), 3));
    return g;
  }, []);
  // Passed as a prop, so r3f does not own it: dispose it ourselves.
  useEffect(() => () => geometry.dispose(), [geometry]);
  // Each spark is a pure function of time and its index: no per-frame allocation.
  useFrame((state) => {
    const t = still ? 0.4 : state.clock.elapsedTime;
    const pos = geometry.getAttribute('position') as BufferAttribute;
    for (let i = 0; i < SPARKS; i++) {
      const life = (t * 0.9 + i / SPARKS) % 1;
      const angle = i * 2.399;
      const speed = 0.9 + (i % 7) * 0.12;
      pos.setXYZ(
        i,
        origin[0] + Math.cos(angle) * life * speed * 0.8,
        origin[1] + life * speed * 1.1 - life * life * 2.6,
        origin[2] + Math.sin(angle) * life * speed * 0.5,
      );
    }
    pos.needsUpdate = true;
    if (points.current) points.current.visible = t % 3 < 1.6; // in fits, like a faulty circuit
  });
  return (
    <points ref={points} geometry={geometry} frustumCulled={false}>
      <pointsMaterial color={colour} size={0.07} transparent opacity={0.95} blending={AdditiveBlending} depthWrite={false} />
    </points>
  );
}

/** A ring of light that turns around an ONLINE head. */
export function Halo({ colour, y, still }: { colour: string; y: number; still: boolean }) {
  const ring = useRef<Mesh>(null);
  useFrame((state) => {
    if (!ring.current) return;
    const t = still ? 0.5 : state.clock.elapsedTime;
    ring.current.rotation.z = t * 0.8;
    ring.current.scale.setScalar(1 + Math.sin(t * 3) * 0.04);
  });
  return (
    <mesh ref={ring} position={[0, y, 0]} rotation={[Math.PI / 2.3, 0, 0]}>
      <torusGeometry args={[0.85, 0.025, 8, 64]} />
      <meshBasicMaterial color={colour} transparent opacity={0.85} blending={AdditiveBlending} depthWrite={false} />
    </mesh>
  );
}

/** A soft disc of light under a character. */
export function Spotlight({ colour, radius }: { colour: string; radius: number }) {
  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0.01, 0]}>
      <circleGeometry args={[radius, 48]} />
      <meshBasicMaterial color={colour} transparent opacity={0.16} blending={AdditiveBlending} depthWrite={false} />
    </mesh>
  );
}

/** The same three lights in every view, so the cast reads as one stage. */
export function StageLights() {
  return (
    <>
      <hemisphereLight args={[scene.skyLight, scene.groundLight, 1.2]} />
      <directionalLight position={[3, 5, 5]} intensity={2.2} />
      <directionalLight position={[-4, 2, -3]} intensity={1.6} color={ui.neon} />
    </>
  );
}
