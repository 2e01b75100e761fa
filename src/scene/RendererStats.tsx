import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { SceneStats } from './stats';


/**
 * Sums renderer.info over all views of a frame. Views render several times per
 * frame, so automatic reset is off and this runs last (highest priority).
 */
export function RendererStats({ onStats }: { onStats: (stats: SceneStats) => void }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    gl.info.autoReset = false;
    return () => {
      gl.info.autoReset = true;
    };
  }, [gl]);
  useFrame(() => {
    const now = performance.now();
    samples.push(now);
    while (samples.length > 1 && now - samples[0]! > 1000) samples.shift();
    const frameMs = samples.length > 1 ? (now - samples[0]!) / (samples.length - 1) : 0;
    frames += 1;
    onStats({
      calls: gl.info.render.calls,
      triangles: gl.info.render.triangles,
      frames,
      frameMs,
      geometries: gl.info.memory.geometries,
      textures: gl.info.memory.textures,
      programs: gl.info.programs?.length ?? 0,
    });
    gl.info.reset();
  }, 1000);
  return null;
}

const samples: number[] = [];
let frames = 0;
