import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';

/** Lets the page run between two steps of the start, so no step holds it for long. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Compiles every program the scene will need before its first frame, one
 * part of the scene at a time with the page free between them, so the first
 * frame never stalls on a shader (with KHR_parallel_shader_compile, the
 * browser compiles off the main thread). The still pictures stay meanwhile.
 */
export function Startup({ onCompiled }: { onCompiled: () => void }) {
  const { gl, scene, camera } = useThree();
  useEffect(() => {
    let alive = true;
    (async () => {
      await yieldToPage();
      for (const part of [...scene.children]) {
        if (!alive) return;
        await gl.compileAsync(part, camera, scene);
        await yieldToPage();
      }
      if (alive) onCompiled();
    })().catch(() => alive && onCompiled());
    return () => {
      alive = false;
    };
  }, [gl, scene, camera, onCompiled]);
  return null;
}
