import { addAfterEffect, addEffect, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { SceneStats } from '../protocol';

/**
 * The renderer's figures after each frame (?debug only: reading them costs a
 * little every frame). A frame is several renders with the finish on (the
 * scene into the composer's target, then its passes): the counts are reset
 * before the frame, not by each render, so they add up the whole frame.
 */
export function RendererStats({ onStats }: { onStats: (stats: SceneStats) => void }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const samples: number[] = [];
    let frames = 0;
    gl.info.autoReset = false;
    const removeReset = addEffect(() => gl.info.reset());
    const removeRead = addAfterEffect(() => {
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
    return () => {
      removeReset();
      removeRead();
      gl.info.autoReset = true;
    };
  }, [gl, onStats]);
  return null;
}
