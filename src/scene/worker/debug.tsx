/**
 * `?debug` in the worker, all of it: loaded (import()) by the worker only when the page asks for
 * it, so the scene's own chunk never carries it otherwise. It counts the renderer's figures each
 * frame and reports them to the page with where the Chancellor stands, draws frozen frames on
 * request, answers the page's waits, and loses and restores the context on request.
 */
import { addAfterEffect, addEffect, useThree, type RootState } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import { chancellorState } from './actors/Chancellor';
import { offscreenOf } from './canvas/offscreen';
import { modelTimes } from './model/load';
import { sceneClock } from './clock';
import type { ChancellorReport, FinishReport, FromScene, QualityReport, SceneStats, ToScene } from '../protocol';

/** Where he is and what he does, copied for the page. */
const chancellorReport = (): ChancellorReport => ({ ...chancellorState, pose: { ...chancellorState.pose }, at: { ...chancellorState.at }, model: { ...modelTimes } });

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

/** The time a frozen scene stands at: eyes open, no glitch burst, arm mid-wave. */
const FROZEN_AT = 0.9;

/**
 * ?debug=frozen: no frame loop and a stopped clock; after compiling, one
 * frame is drawn, and then one each time the page asks (`draw`), inside the
 * worker's animation frame so the canvas shows it; the answer carries its
 * figures. A test reads pixels that hold still however slowly this machine draws.
 */
function FrozenFrames({ compiled, requests, onDrawn }: { compiled: boolean; requests: FrameRequests; onDrawn: (id: number, covered: number | null) => void }) {
  const { advance, gl } = useThree();
  useEffect(() => {
    sceneClock.time = FROZEN_AT;
    if (!compiled) return;
    let frame = 0;
    // Twice, in two of the worker's animation frames (a jump in the scroll settles in the first: he
    // takes his new place), then answered a frame later: a frame drawn in one animation frame
    // reaches the page's canvas when the next begins.
    const draw = (id: number, coverage = false) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        advance(FROZEN_AT);
        frame = requestAnimationFrame(() => {
          advance(FROZEN_AT);
          // Read back in the task that drew it, before the browser takes the frame away.
          const covered = coverage ? coveredShare(gl.getContext()) : null;
          frame = requestAnimationFrame(() => onDrawn(id, covered));
        });
      });
    };
    draw(0);
    requests.handler = draw;
    return () => {
      cancelAnimationFrame(frame);
      requests.handler = null;
    };
  }, [advance, gl, compiled, requests, onDrawn]);
  return null;
}

/** Where the page's requests for a frozen frame go, once the scene can draw them. */
interface FrameRequests {
  handler: ((id: number, coverage: boolean) => void) | null;
}

/** The share of the drawing buffer's pixels that are not transparent: how much of the screen the frame drew on. */
function coveredShare(context: WebGLRenderingContext | WebGL2RenderingContext): number {
  const { drawingBufferWidth: w, drawingBufferHeight: h } = context;
  const pixels = new Uint8Array(w * h * 4);
  context.readPixels(0, 0, w, h, context.RGBA, context.UNSIGNED_BYTE, pixels);
  let covered = 0;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 8) covered++;
  return covered / Math.max(1, w * h);
}

interface ReportsProps {
  /** ?debug=frozen: no frame loop; frames drawn on the page's request. */
  frozen: boolean;
  compiled: boolean;
  /** What the finish and the frame-rate control did (null: no finish, no control). */
  finish: FinishReport | null;
  quality: QualityReport | null;
}

/**
 * The worker's debugging, for the r3f root it is told of (`created`): `Reports` goes into the
 * scene; `take` answers the page's debug messages (draw, catch-up, context) and says whether it took one.
 */
export function createDebugging(post: (message: FromScene) => void) {
  const requests: FrameRequests = { handler: null };
  let lose: WEBGL_lose_context | null = null;

  /** The figures after each frame, and the frozen frames with theirs. */
  function Reports({ frozen, compiled, finish, quality }: ReportsProps) {
    const gl = useThree((s) => s.gl);
    // The last frame's figures are kept for the answer to a frozen frame's request.
    const lastStats = useRef<SceneStats | null>(null);
    const onStats = useCallback(
      (figures: SceneStats) => {
        const { width, height } = offscreenOf(gl);
        const stats: SceneStats = {
          ...figures,
          buffer: { width, height, pixelRatio: gl.getPixelRatio() },
          finish: finish && finish.width > 0 ? { ...finish } : null,
          quality: quality ? { measuredMs: quality.measuredMs, steps: [...quality.steps] } : null,
        };
        lastStats.current = stats;
        post({ type: 'stats', stats, chancellor: chancellorReport() });
      },
      [gl, finish, quality],
    );
    const onDrawn = useCallback(
      (id: number, covered: number | null) =>
        post({ type: 'drawn', id, stats: lastStats.current && (covered === null ? lastStats.current : { ...lastStats.current, covered }), chancellor: chancellorReport() }),
      [],
    );
    return (
      <>
        {frozen && <FrozenFrames compiled={compiled} requests={requests} onDrawn={onDrawn} />}
        {/* Counting costs a little every frame: only when someone reads the figures. */}
        <RendererStats onStats={onStats} />
      </>
    );
  }

  return {
    Reports,
    /** The root's renderer is made: its context can be lost on request. */
    created({ gl }: Pick<RootState, 'gl'>) {
      lose = gl.getContext().getExtension('WEBGL_lose_context');
    },
    take(m: ToScene): boolean {
      switch (m.type) {
        case 'draw':
          if (requests.handler) requests.handler(m.id, m.coverage);
          else post({ type: 'drawn', id: m.id, stats: null, chancellor: chancellorReport() });
          return true;
        case 'catch-up': {
          const id = m.id;
          requestAnimationFrame(() => requestAnimationFrame(() => post({ type: 'caught-up', id })));
          return true;
        }
        case 'context':
          if (m.lose) lose?.loseContext();
          else lose?.restoreContext();
          return true;
        default:
          return false;
      }
    },
  };
}

export type Debugging = ReturnType<typeof createDebugging>;
