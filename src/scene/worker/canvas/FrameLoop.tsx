import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useSyncExternalStore } from 'react';
import { sceneClock } from '../clock';
import { onScreen } from '../pageMirror';
import type { FromScene } from '../../protocol';

interface LoopProps {
  reduced: boolean;
  /** Programs compiled: nothing is drawn before, so the first frame never stalls on a shader. */
  compiled: boolean;
  /** The WebGL context is gone: no frames, no useFrame work, until it is back. */
  lost: boolean;
  /** With ?debug, the page marks the loop's state, so tests read when it has answered a change. */
  report: ((message: FromScene) => void) | null;
}

/** Watch ticks in a row with the worker free but no animation frame from the browser: two seconds. */
const STALLED_TICKS = 8;
const WATCH_MS = 250;
/** How often a stalled loop draws, on a timer, until the browser's animation frames come back. */
const TIMER_FRAME_MS = 1000 / 30;

/**
 * Runs frames only when there is something to draw: programs compiled, the
 * context alive, and a slot on screen in a shown tab (the page says which).
 * Under reduced motion it draws on demand, when the page reports a scroll,
 * a resize or a new slot, instead of every frame.
 *
 * While frames should run, a watch keeps them coming: a screen that runs for hours must not
 * freeze on one frame because the browser stopped calling the worker's requestAnimationFrame
 * (seen once on a 4K event screen). If the worker has been free for two seconds with no animation
 * frame, a timer draws instead until they come back, and the page is told (`loop: 'timer'`).
 */
export function FrameLoop({ reduced, compiled, lost, report }: LoopProps) {
  const { gl, setFrameloop, invalidate, advance } = useThree();
  const visible = useSyncExternalStore(onScreen.subscribe, onScreen.get);
  const run = compiled && !lost && visible;
  useEffect(() => {
    if (!run && !lost) gl.clear(); // nothing to show: leave the fixed canvas empty, then stop
    const loop = run ? (reduced ? 'demand' : 'always') : 'never';
    setFrameloop(loop);
    report?.({ type: 'loop', loop });
    if (run) invalidate();
  }, [gl, setFrameloop, invalidate, reduced, run, lost, report]);

  useEffect(() => {
    if (!run || reduced) return;
    let quiet = 0;
    let timer = 0;
    let frame = 0;
    const alive = () => {
      quiet = 0;
      frame = requestAnimationFrame(alive);
      if (!timer) return;
      clearInterval(timer);
      timer = 0;
      report?.({ type: 'loop', loop: 'always' });
    };
    frame = requestAnimationFrame(alive);
    // A busy worker (a slow frame) runs no timer either: only ticks that did run count as quiet.
    const watch = setInterval(() => {
      if (timer || ++quiet < STALLED_TICKS) return;
      timer = setInterval(() => advance(performance.now()), TIMER_FRAME_MS) as unknown as number;
      report?.({ type: 'loop', loop: 'timer' });
      console.warn("The browser stopped the 3D scene's animation frames: drawing on a timer until they return.");
    }, WATCH_MS);
    return () => {
      clearInterval(watch);
      clearInterval(timer);
      cancelAnimationFrame(frame);
    };
  }, [run, reduced, advance, report]);
  return null;
}

/** Advances the scene's own clock while frames run (a long pause counts as one short frame). */
export function SceneTime() {
  useFrame((_, delta) => {
    sceneClock.time += Math.min(delta, 0.1);
  }, -1);
  return null;
}
