import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { AdditiveBlending, Color, MeshBasicMaterial, MeshStandardMaterial, TorusGeometry } from 'three';
import { frame } from '../pageMirror';
import { IN_PROGRESS_PERCENT, roadmap } from '../../../content/roadmap';
import { ui } from '../../../theme/palette';
import { glitchMaterial } from '../robot/glitch';
import { useShapes } from '../robot/shapesContext';
import { markerAt, trailPoint } from './trail';

const point = { x: 0, z: 0 };

/**
 * The roadmap's trail: a lit path with a marker for each phase. A marker
 * lights as the Chancellor passes it; the one in progress fills its ring to
 * the roadmap's figure (73%), as its progress bar does on the page.
 */
export function CampaignTrail() {
  const shapes = useShapes();
  const progressRing = useMemo(() => new TorusGeometry(0.22, 0.05, 8, 40, (Math.PI * 2 * IN_PROGRESS_PERCENT) / 100), []);
  const lit = useMemo(() => roadmap.phases.map((p) => new Color(p.colour)), []);
  const dim = useMemo(() => lit.map((c) => c.clone().multiplyScalar(0.25)), [lit]);
  const materials = useMemo(
    () => ({
      path: new MeshBasicMaterial({ color: ui.neon, transparent: true, opacity: 0.16, blending: AdditiveBlending, depthWrite: false, toneMapped: false }),
      posts: roadmap.phases.map((p) => glitchMaterial(new MeshStandardMaterial({ color: p.colour, emissive: p.colour, emissiveIntensity: 0.1, roughness: 0.4 }))),
      rings: dim.map((c) => new MeshBasicMaterial({ color: c.clone(), transparent: true, toneMapped: false })),
    }),
    [dim],
  );
  useEffect(
    () => () => {
      progressRing.dispose();
      materials.path.dispose();
      [...materials.posts, ...materials.rings].forEach((m) => m.dispose());
    },
    [materials, progressRing],
  );
  // Only when he has moved along the trail: most frames, nothing to change.
  const walked = useRef(Number.NaN);
  useFrame(() => {
    if (frame.choreography.walk === walked.current) return;
    walked.current = frame.choreography.walk;
    for (let i = 0; i < roadmap.phases.length; i++) {
      const on = frame.choreography.walk >= markerAt(i, roadmap.phases.length) - 0.02;
      materials.posts[i]!.emissiveIntensity = on ? 1.4 : 0.1;
      materials.rings[i]!.color.copy(on ? lit[i]! : dim[i]!);
    }
  });
  const start = trailPoint(0, { x: 0, z: 0 });
  const end = trailPoint(1, { x: 0, z: 0 });
  const length = Math.hypot(end.x - start.x, end.z - start.z) + 0.8;
  return (
    <group>
      <mesh
        geometry={shapes.trail}
        material={materials.path}
        position={[(start.x + end.x) / 2, 0.01, (start.z + end.z) / 2]}
        rotation={[0, -Math.atan2(end.z - start.z, end.x - start.x), 0]}
        scale={[length, 1, 0.55]}
      />
      {roadmap.phases.map((phase, i) => {
        trailPoint(markerAt(i, roadmap.phases.length), point);
        const inProgress = phase.status === 'In Progress';
        return (
          <group key={phase.phase} position={[point.x + (i % 2 ? 0.45 : -0.45), 0, point.z]}>
            <mesh geometry={shapes.marker} material={materials.posts[i]} position={[0, 0.45, 0]} />
            <mesh geometry={inProgress ? progressRing : shapes.markerRing} material={materials.rings[i]} position={[0, 1.1, 0]} rotation={[0, 0, Math.PI / 2]} />
          </group>
        );
      })}
    </group>
  );
}
