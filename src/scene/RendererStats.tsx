import { addAfterEffect, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { SceneStats } from './stats';

/**
 * The renderer's figures after each frame (?debug only: reading them costs a
 * little every frame). Runs after the frame is drawn, so the canvas keeps its
 * own render: one pass of the whole scene.
 */
export function RendererStats({ onStats }: { onStats: (stats: SceneStats) => void }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const samples: number[] = [];
    let frames = 0;
    return addAfterEffect(() => {
      const now = performance.now();
      samples.push(now);
      while (samples.length > 1 && now - samples[0]! > 1000) samples.shift();
      frames += 1;
      onStats({
        calls: gl.info.render.calls,
        triangles: gl.info.render.triangles,
        frames,
        frameMs: samples.length > 1 ? (now - samples[0]!) / (samples.length - 1) : 0,
        geometries: gl.info.memory.geometries,
        textures: gl.info.memory.textures,
        programs: gl.info.programs?.length ?? 0,
      });
    });
  }, [gl, onStats]);
  return null;
}
