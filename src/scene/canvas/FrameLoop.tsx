import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useSyncExternalStore } from 'react';
import { sceneClock } from '../clock';
import { onScreen } from '../input';
import type { FromScene } from '../link';

interface LoopProps {
  reduced: boolean;
  /** Programs compiled: nothing is drawn before, so the first frame never stalls on a shader. */
  compiled: boolean;
  /** The WebGL context is gone: no frames, no useFrame work, until it is back. */
  lost: boolean;
  /** With ?debug, the page marks the loop's state, so tests read when it has answered a change. */
  report: ((message: FromScene) => void) | null;
}

/**
 * Runs frames only when there is something to draw: programs compiled, the
 * context alive, and a slot on screen in a shown tab (the page says which).
 * Under reduced motion it draws on demand, when the page reports a scroll,
 * a resize or a new slot, instead of every frame.
 */
export function FrameLoop({ reduced, compiled, lost, report }: LoopProps) {
  const { gl, setFrameloop, invalidate } = useThree();
  const visible = useSyncExternalStore(onScreen.subscribe, onScreen.get);
  useEffect(() => {
    const run = compiled && !lost && visible;
    if (!run && !lost) gl.clear(); // nothing to show: leave the fixed canvas empty, then stop
    const loop = run ? (reduced ? 'demand' : 'always') : 'never';
    setFrameloop(loop);
    report?.({ type: 'loop', loop });
    if (run) invalidate();
  }, [gl, setFrameloop, invalidate, reduced, compiled, lost, visible, report]);
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
 * frame is drawn, and then one each time the page asks (`draw`), inside the
 * worker's animation frame so the canvas shows it; the answer carries its
 * figures. A test reads pixels that hold still however slowly this machine draws.
 */
export function FrozenFrames({ compiled, requests, onDrawn }: { compiled: boolean; requests: FrameRequests; onDrawn: (id: number) => void }) {
  const advance = useThree((s) => s.advance);
  useEffect(() => {
    sceneClock.time = FROZEN_AT;
    if (!compiled) return;
    let frame = 0;
    // Twice, in two of the worker's animation frames (a jump in the scroll settles in the first: he
    // takes his new place), then answered a frame later: a frame drawn in one animation frame
    // reaches the page's canvas when the next begins.
    const draw = (id: number) => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        advance(FROZEN_AT);
        frame = requestAnimationFrame(() => {
          advance(FROZEN_AT);
          frame = requestAnimationFrame(() => onDrawn(id));
        });
      });
    };
    draw(0);
    requests.handler = draw;
    return () => {
      cancelAnimationFrame(frame);
      requests.handler = null;
    };
  }, [advance, compiled, requests, onDrawn]);
  return null;
}

/** Where the page's requests for a frozen frame go, once the scene can draw them. */
export interface FrameRequests {
  handler: ((id: number) => void) | null;
}
