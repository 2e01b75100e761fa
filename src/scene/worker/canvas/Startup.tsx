import { useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Camera, Object3D, Scene, WebGLRenderer, WebGLRenderTarget } from 'three';

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
 * Draws one part alone, whole and unculled, with the lights on, into one
 * pixel of the canvas itself (scissored, then cleared): the same programs a
 * real frame uses (a render target would compile others: linear output, no
 * tone mapping), so the driver builds their pipelines and uploads the part's
 * buffers and textures now, one part at a time, instead of all inside the
 * first visible frame. The still pictures cover the canvas meanwhile. With the finish on, the
 * scene is drawn into the composer's target (`target`), whose programs differ from the canvas's
 * (linear output, no tone mapping): those are the ones compiled and warmed.
 */
function warmDraw(gl: WebGLRenderer, scene: Scene, camera: Camera, part: Object3D, target: WebGLRenderTarget | null) {
  const hidden = scene.children.filter((c) => c !== part && c.visible && !(c as Object3D & { isLight?: boolean }).isLight);
  const culled: Object3D[] = [];
  // What waits hidden in the part (a set piece below the floor, a face's other shapes, a status's
  // marks) is drawn too: its buffers and textures go up now, not in the frame it first appears.
  const unhidden: Object3D[] = [];
  for (const c of hidden) c.visible = false;
  part.traverse((o) => {
    if (o.frustumCulled) {
      o.frustumCulled = false;
      culled.push(o);
    }
    if (!o.visible) {
      o.visible = true;
      unhidden.push(o);
    }
  });
  try {
    if (target) {
      target.scissor.set(0, 0, 1, 1);
      target.scissorTest = true;
    }
    gl.setRenderTarget(target);
    gl.setScissorTest(true);
    gl.setScissor(0, 0, 1, 1);
    gl.render(scene, camera);
  } finally {
    gl.setScissorTest(false);
    gl.clear();
    if (target) target.scissorTest = false;
    gl.setRenderTarget(null);
    for (const c of hidden) c.visible = true;
    for (const o of culled) o.frustumCulled = true;
    for (const o of unhidden) o.visible = false;
  }
}

/**
 * Prepares every part of the scene before its first frame, one part at a
 * time with the page free between them: compiles its programs (off the main
 * thread where the browser has KHR_parallel_shader_compile), draws it once
 * into a single pixel and waits for the GPU to finish without blocking. The first
 * visible frame then never stalls on a shader, and the still pictures stay
 * meanwhile. `ready` holds the start until every part is mounted. After a
 * restored context the programs are compiled again, but nothing is drawn
 * into the canvas: frames are already on show there.
 */
export function Startup({ ready, target, onCompiled }: { ready: boolean; target: WebGLRenderTarget | null; onCompiled: () => void }) {
  const { gl, scene, camera } = useThree();
  const started = useRef(false);
  useEffect(() => {
    if (!ready) return;
    let alive = true;
    const isAlive = () => alive;
    const first = !started.current;
    started.current = true;
    (async () => {
      await wait();
      for (const part of [...scene.children]) {
        if (!alive) return;
        // Compiled for where the scene is drawn: the composer's target or the canvas.
        gl.setRenderTarget(target);
        const compiling = gl.compileAsync(part, camera, scene);
        gl.setRenderTarget(null);
        await compiling;
        if (!alive) return;
        if (first) warmDraw(gl, scene, camera, part, target);
        await gpuIdle(gl, isAlive);
      }
      if (alive) onCompiled();
    })().catch(() => alive && onCompiled());
    return () => {
      alive = false;
    };
  }, [ready, target, gl, scene, camera, onCompiled]);
  return null;
}
