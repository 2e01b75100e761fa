import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { WebGLRenderTarget, type Camera, type Object3D, type Scene, type WebGLRenderer } from 'three';

/** Lets the page run between two steps of the start, so no step holds it for long. */
const wait = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The longest the start waits on the GPU for one part before going on anyway. */
const GPU_WAIT_MS = 4000;

/**
 * Waits, without blocking the page, until the GPU has done everything asked
 * of it so far: a fence polled between tasks. A sync point (reading pixels,
 * the first frame a compositor reads back) would otherwise stop the main
 * thread for all of that queued work at once.
 */
async function gpuIdle(gl: WebGLRenderer, alive: () => boolean) {
  const ctx = gl.getContext();
  if (!(ctx instanceof WebGL2RenderingContext) || ctx.isContextLost()) return;
  const fence = ctx.fenceSync(ctx.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!fence) return;
  ctx.flush();
  const until = performance.now() + GPU_WAIT_MS;
  while (alive() && !ctx.isContextLost() && performance.now() < until) {
    await wait(16);
    if (ctx.getSyncParameter(fence, ctx.SYNC_STATUS) === ctx.SIGNALED) break;
  }
  if (!ctx.isContextLost()) ctx.deleteSync(fence);
}

/**
 * Draws one part alone, whole and unculled, into a small target shaped like
 * the canvas (same format, same multisampling): the driver builds its
 * pipelines and uploads its buffers and textures now, one part at a time,
 * instead of all inside the first visible frame.
 */
function warmDraw(gl: WebGLRenderer, scene: Scene, camera: Camera, part: Object3D, target: WebGLRenderTarget) {
  const hidden = scene.children.filter((c) => c !== part && c.visible);
  const culled: Object3D[] = [];
  for (const c of hidden) c.visible = false;
  part.traverse((o) => {
    if (o.frustumCulled) {
      o.frustumCulled = false;
      culled.push(o);
    }
  });
  const before = gl.getRenderTarget();
  try {
    gl.setRenderTarget(target);
    gl.render(scene, camera);
  } finally {
    gl.setRenderTarget(before);
    for (const c of hidden) c.visible = true;
    for (const o of culled) o.frustumCulled = true;
  }
}

/**
 * Prepares every part of the scene before its first frame, one part at a
 * time with the page free between them: compiles its programs (off the main
 * thread where the browser has KHR_parallel_shader_compile), draws it once
 * out of sight and waits for the GPU to finish without blocking. The first
 * visible frame then never stalls on a shader, and the still pictures stay
 * meanwhile. `ready` holds the start until every part is mounted.
 */
export function Startup({ ready, onCompiled }: { ready: boolean; onCompiled: () => void }) {
  const { gl, scene, camera } = useThree();
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    const isAlive = () => alive;
    const target = new WebGLRenderTarget(64, 64, { samples: gl.getContext().getContextAttributes()?.antialias ? 4 : 0 });
    (async () => {
      await wait();
      for (const part of [...scene.children]) {
        if (!alive) return;
        await gl.compileAsync(part, camera, scene);
        if (!alive) return;
        warmDraw(gl, scene, camera, part, target);
        await gpuIdle(gl, isAlive);
      }
      if (alive) onCompiled();
    })()
      .catch(() => alive && onCompiled())
      .finally(() => target.dispose());
    return () => {
      alive = false;
    };
  }, [ready, gl, scene, camera, onCompiled]);
  return null;
}
