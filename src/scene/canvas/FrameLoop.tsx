import { useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import type { SceneSlotEntry } from '../../bridge/slots';
import { sceneClock } from '../clock';
import { debugHandle } from '../stats';

interface LoopProps {
  slots: readonly SceneSlotEntry[];
  reduced: boolean;
  /** Programs compiled: nothing is drawn before, so the first frame never stalls on a shader. */
  compiled: boolean;
  /** The WebGL context is gone: no frames, no useFrame work, until it is back. */
  lost: boolean;
  debug: boolean;
}

/**
 * Runs frames only when there is something to draw: programs compiled, the
 * context alive, the tab visible and a slot on screen. Under reduced motion
 * it draws on demand (scroll, resize, a new slot) instead of every frame.
 */
export function FrameLoop({ slots, reduced, compiled, lost, debug }: LoopProps) {
  const { gl, setFrameloop, invalidate } = useThree();
  // Kept across changes of the slots: a new minister on the roll call or a route change must not
  // read as "nothing on screen" (a blank frame) until the observer reports again.
  const state = useRef({ visible: new Set<Element>(), hidden: document.hidden, reduced, compiled, lost, debug });
  const apply = useCallback(() => {
    const { visible, hidden, reduced, compiled, lost, debug } = state.current;
    const run = compiled && !lost && !hidden && visible.size > 0;
    if (!run && !lost) gl.clear(); // nothing to show: leave the fixed canvas empty, then stop
    const loop = run ? (reduced ? 'demand' : 'always') : 'never';
    setFrameloop(loop);
    // With ?debug, tests read when the loop has answered a change, instead of guessing with a timer.
    if (debug) document.documentElement.dataset.sceneLoop = loop;
    if (run) invalidate();
  }, [gl, setFrameloop, invalidate]);

  useEffect(() => {
    Object.assign(state.current, { reduced, compiled, lost, debug });
    apply();
  }, [reduced, compiled, lost, debug, apply]);

  useEffect(() => {
    const { visible } = state.current;
    const elements = new Set<Element>(slots.map((s) => s.element));
    for (const el of visible) if (!elements.has(el)) visible.delete(el);
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target);
        else visible.delete(e.target);
      }
      apply();
    });
    for (const el of elements) io.observe(el);
    apply(); // a slot gone may have been the one on screen
    return () => io.disconnect();
  }, [slots, apply]);

  useEffect(() => {
    const onVisibility = () => {
      state.current.hidden = document.hidden;
      apply();
    };
    const onMove = () => invalidate();
    document.addEventListener('visibilitychange', onVisibility);
    if (reduced) {
      window.addEventListener('scroll', onMove, { passive: true });
      window.addEventListener('resize', onMove);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [reduced, apply, invalidate]);
  return null;
}

/** Advances the scene's own clock while frames run (a long pause counts as one short frame). */
export function SceneTime() {
  useFrame((_, delta) => {
    sceneClock.time += Math.min(delta, 0.1);
  }, -1);
  return null;
}

/** The time a frozen scene stands at: eyes open, no glitch burst, arm mid-wave. */
const FROZEN_AT = 0.9;

/**
 * ?debug=frozen: no frame loop and a stopped clock; after compiling, one
 * frame is drawn and then one per `window.__chipcScene.frame()`,
 * synchronously, so a test reads pixels that hold still however slowly this
 * machine draws.
 */
export function FrozenFrames({ compiled }: { compiled: boolean }) {
  const advance = useThree((s) => s.advance);
  useEffect(() => {
    sceneClock.time = FROZEN_AT;
    if (!compiled) return;
    debugHandle().frame = async () => {
      advance(FROZEN_AT);
      // Drawn outside the browser's own frame, the canvas shows it only after a frame has gone
      // by: wait for one, and draw once more inside it.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      advance(FROZEN_AT);
      return debugHandle().stats;
    };
    const id = requestAnimationFrame(() => advance(FROZEN_AT));
    return () => {
      cancelAnimationFrame(id);
      delete window.__chipcScene?.frame;
    };
  }, [advance, compiled]);
  return null;
}
