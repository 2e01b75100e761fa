import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, BufferAttribute, BufferGeometry, CanvasTexture, type Mesh, type Points } from 'three';
import { sceneClock } from '../clock';
import { useShapes } from '../robot/shapesContext';

// Every unlit material here is transparent, one-sided and not tone-mapped, with or without a map:
// two programs for all of them, each compiled once. They blend in linear light (the frame is
// finished after, in the composer), where a little goes further than on the canvas: opacities are low.

/** A radial fade drawn once on a small canvas: the soft shadow and glows are made from it. */
function useRadialTexture(inner: string, outer: string) {
  const texture = useMemo(() => {
    const canvas = new OffscreenCanvas(64, 64);
    const ctx = canvas.getContext('2d')!;
    const g = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    g.addColorStop(0, inner);
    g.addColorStop(1, outer);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 64, 64);
    return new CanvasTexture(canvas);
  }, [inner, outer]);
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}

/** A soft contact shadow under the feet: darkest where the robot stands, fading out. */
export function ContactShadow({ radius = 1.1 }: { radius?: number }) {
  const shapes = useShapes();
  const map = useRadialTexture('rgba(0, 0, 0, 0.75)', 'rgba(0, 0, 0, 0)');
  return (
    <mesh geometry={shapes.disc} scale={[radius, 1, radius * 0.7]} position={[0, 0.012, 0]} renderOrder={-1}>
      <meshBasicMaterial map={map} transparent depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

/** A pool of coloured light on the floor: where a spotlight lands. */
export function FloorGlow({ colour, radius }: { colour: string; radius: number }) {
  const shapes = useShapes();
  return (
    <mesh geometry={shapes.disc} scale={[radius, 1, radius * 0.75]} position={[0, 0.008, 0]}>
      <meshBasicMaterial color={colour} transparent opacity={0.09} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

/** A follow spot from the rig above: a faint cone of light down onto him. */
export function FollowSpot({ colour }: { colour: string }) {
  const shapes = useShapes();
  return (
    <mesh geometry={shapes.beam} position={[0, 2.25, -0.2]}>
      <meshBasicMaterial color={colour} transparent opacity={0.016} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

/** ONLINE: a ring of light that turns around the head. */
export function Halo({ colour, y, motionless }: { colour: string; y: number; motionless: boolean }) {
  const shapes = useShapes();
  const ring = useRef<Mesh>(null);
  useFrame(() => {
    if (!ring.current) return;
    const t = motionless ? 0.5 : sceneClock.time;
    ring.current.rotation.z = t * 0.8;
    ring.current.scale.setScalar(1 + Math.sin(t * 3) * 0.04);
  });
  return (
    <mesh ref={ring} geometry={shapes.halo} position={[0, y, 0]} rotation={[Math.PI / 2.3, 0, 0]}>
      <meshBasicMaterial color={colour} transparent opacity={0.9} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

/**
 * A soft disc of coloured light standing upright behind, at height `y` and depth `z`: a
 * minister's steady status glow (ACTIVE, never flickering), or the stage wash behind the podium.
 */
export function SteadyGlow({ colour, y, z = -0.6, size = 1.5, opacity = 0.4 }: { colour: string; y: number; z?: number; size?: number; opacity?: number }) {
  const shapes = useShapes();
  const map = useRadialTexture('rgba(255, 255, 255, 1)', 'rgba(255, 255, 255, 0)');
  return (
    <mesh geometry={shapes.disc} position={[0, y, z]} rotation={[Math.PI / 2, 0, 0]} scale={size}>
      <meshBasicMaterial color={colour} map={map} transparent opacity={opacity} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
    </mesh>
  );
}

const SPARKS = 48;

/** MALFUNCTIONING: sparks that spit from the head and fall, in fits: one Points draw call. */
export function Sparks({ colour, y, motionless }: { colour: string; y: number; motionless: boolean }) {
  const points = useRef<Points>(null);
  const geometry = useMemo(() => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(SPARKS * 3), 3));
    return g;
  }, []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  // Each spark is a pure function of time and its index: no per-frame allocation.
  useFrame(() => {
    const t = motionless ? 0.4 : sceneClock.time;
    const pos = geometry.getAttribute('position') as BufferAttribute;
    for (let i = 0; i < SPARKS; i++) {
      const life = (t * 0.9 + i / SPARKS) % 1;
      const angle = i * 2.399;
      const speed = 0.9 + (i % 7) * 0.12;
      pos.setXYZ(i, Math.cos(angle) * life * speed * 0.8, y + life * speed * 1.1 - life * life * 2.6, 0.2 + Math.sin(angle) * life * speed * 0.5);
    }
    pos.needsUpdate = true;
    if (points.current) points.current.visible = motionless || t % 3 < 1.6;
  });
  return (
    <points ref={points} geometry={geometry} frustumCulled={false}>
      <pointsMaterial color={colour} size={0.08} transparent opacity={0.95} blending={AdditiveBlending} depthWrite={false} toneMapped={false} />
    </points>
  );
}
