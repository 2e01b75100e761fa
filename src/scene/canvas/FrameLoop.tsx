import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { SceneSlotEntry } from '../../bridge/slots';
import { debugHandle } from '../stats';

/**
 * Runs frames only while a slot is on screen and the tab is visible; under
 * reduced motion renders on demand (scroll and resize) instead of every frame.
 */
export function FrameloopControl({ slots, reduced, debug }: { slots: readonly SceneSlotEntry[]; reduced: boolean; debug: boolean }) {
  const { gl, setFrameloop, invalidate } = useThree();
  useEffect(() => {
    const visible = new Set<Element>();
    let hidden = document.hidden;
    const apply = () => {
      const run = !hidden && visible.size > 0;
      if (!run) {
        // Nothing to show: clear what is left on the fixed canvas, then stop.
        gl.setScissorTest(false);
        gl.clear();
      }
      const loop = run ? (reduced ? 'demand' : 'always') : 'never';
      setFrameloop(loop);
      // With ?debug, tests read when the loop has answered a change, instead of guessing with a timer.
      if (debug) document.documentElement.dataset.sceneLoop = loop;
      if (run) invalidate();
    };
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target);
        else visible.delete(e.target);
      }
      apply();
    });
    for (const s of slots) io.observe(s.element);
    const onVisibility = () => {
      hidden = document.hidden;
      apply();
    };
    const onMove = () => invalidate();
    document.addEventListener('visibilitychange', onVisibility);
    if (reduced) {
      window.addEventListener('scroll', onMove, { passive: true });
      window.addEventListener('resize', onMove);
    }
    return () => {
      io.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('resize', onMove);
    };
  }, [gl, slots, reduced, debug, setFrameloop, invalidate]);
  return null;
}

/** The time a frozen scene stands at: eyes open, no glitch burst, arm mid-wave. */
const FROZEN_AT = 0.9;

/**
 * ?debug=frozen: no frame loop and a stopped clock; one frame is drawn at
 * mount and then one per `window.__chipcScene.frame()`, synchronously, so a
 * test reads pixels that hold still however slowly this machine draws.
 */
export function FrozenFrames() {
  const advance = useThree((s) => s.advance);
  useEffect(() => {
    debugHandle().frame = async () => {
      advance(FROZEN_AT);
      // A drei View that has just come on screen learns so in this frame (React state) and
      // draws from the next one: let React commit, then draw again.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      advance(FROZEN_AT);
      return debugHandle().stats;
    };
    const id = requestAnimationFrame(() => advance(FROZEN_AT));
    return () => {
      cancelAnimationFrame(id);
      delete window.__chipcScene?.frame;
    };
  }, [advance]);
  return null;
}

