import { View } from '@react-three/drei';
import { addAfterEffect, Canvas, useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { cabinet } from '../content/cabinet';
import { QualityMonitor } from '../lib/quality';
import { SLOTS_CHANGED } from '../mode/slots';
import { Character } from './Character';
import { Minister } from './Minister';
import { pointer } from './pointer';
import { RollCall } from './RollCall';
import { SceneStats } from './SceneStats';
import type { StageStats } from './stats';

export interface StageProps {
  /** Still frames only: prefers-reduced-motion. */
  reduced: boolean;
  /** Set by ?mode=full: never downgrade on frame rate. */
  forced: boolean;
  /** ?debug: expose renderer figures and draw an overlay; 'frozen' also stops the clock and draws only on request. */
  debug: false | 'on' | 'frozen';
  /** Sustained low frame rate after the pixel ratio was already lowered. */
  onLowFps: () => void;
  /** 'ready' once a frame has been drawn, 'lost' while the WebGL context is gone. */
  onStatus: (status: 'ready' | 'lost') => void;
}

/** Which minister a `minister-<id>` slot shows. */
const MINISTERS = new Map(cabinet.ministers.map((m, i) => [`minister-${m.id}`, { m, i }]));

interface Slot {
  key: string;
  ref: { current: HTMLElement };
}

/** The DOM places the 3D may take over (sections/Hero, sections/Cabinet, pages/Stage). */
function findSlots(): Slot[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-slot]')).map((el) => ({
    key: el.dataset.slot ?? '',
    ref: { current: el },
  }));
}

/**
 * Runs frames only while a slot is on screen and the tab is visible; under
 * reduced motion renders on demand (scroll and resize) instead of every frame.
 */
function FrameloopControl({ slots, reduced, debug }: { slots: Slot[]; reduced: boolean; debug: boolean }) {
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
    for (const s of slots) io.observe(s.ref.current);
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
function FrozenFrames() {
  const advance = useThree((s) => s.advance);
  useEffect(() => {
    window.__chipcScene = {
      frame: async () => {
        advance(FROZEN_AT);
        // A drei View that has just come on screen learns so in this frame (React state) and
        // draws from the next one: let React commit, then draw again.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        advance(FROZEN_AT);
        return window.__chipcStage ?? null;
      },
    };
    const id = requestAnimationFrame(() => advance(FROZEN_AT));
    return () => {
      cancelAnimationFrame(id);
      delete window.__chipcScene;
    };
  }, [advance]);
  return null;
}

/**
 * Reports 'ready' after the first frame is drawn: at start and after a restored
 * context. Until then the still pictures stay.
 */
function FirstFrame({ onStatus }: { onStatus: StageProps['onStatus'] }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    let waiting = true;
    const canvas = gl.domElement;
    const restored = () => {
      waiting = true;
    };
    canvas.addEventListener('webglcontextrestored', restored);
    const remove = addAfterEffect(() => {
      if (!waiting || gl.getContext().isContextLost()) return;
      waiting = false;
      onStatus('ready');
    });
    return () => {
      remove();
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [gl, onStatus]);
  return null;
}

/**
 * The automatic mode's frame-rate control: a sustained low frame rate first
 * lowers the pixel ratio, then hands the page to the lite view.
 */
function QualityControl({ onLowerPixelRatio, onLowFps }: { onLowerPixelRatio: (() => void) | null; onLowFps: () => void }) {
  const [monitor] = useState(() => new QualityMonitor(onLowerPixelRatio !== null));
  useFrame((_, delta) => {
    const step = monitor.frame(delta * 1000);
    if (step === 'lower-pixel-ratio') onLowerPixelRatio?.();
    else if (step === 'lite') onLowFps();
  });
  return null;
}

/** WebGL context loss and restore: posters while lost, the scene again once restored. */
function ContextWatch({ onStatus }: { onStatus: StageProps['onStatus'] }) {
  const { gl, invalidate } = useThree();
  useEffect(() => {
    const canvas = gl.domElement;
    const lost = (e: Event) => {
      e.preventDefault(); // allows the browser to restore the context
      onStatus('lost');
    };
    const restored = () => invalidate();
    canvas.addEventListener('webglcontextlost', lost);
    canvas.addEventListener('webglcontextrestored', restored);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      canvas.removeEventListener('webglcontextrestored', restored);
    };
  }, [gl, invalidate, onStatus]);
  return null;
}

function DebugOverlay({ stats }: { stats: StageStats | null }) {
  if (!stats) return null;
  return (
    <pre className="stage-debug" aria-hidden="true">
      {`${(1000 / Math.max(stats.frameMs, 1)).toFixed(0)} fps  ${stats.frameMs.toFixed(1)} ms\n${stats.calls} calls  ${stats.triangles} tris\n${stats.geometries} geo  ${stats.textures} tex  ${stats.programs} prg`}
    </pre>
  );
}

/**
 * One canvas for the whole site, fixed over the page and transparent to the
 * pointer; drei Views draw the Chancellor into the hero slot and each minister
 * into their card, all in one WebGL context. Stays mounted across routes.
 */
export default function Stage({ reduced, forced, debug, onLowFps, onStatus }: StageProps) {
  const [location] = useLocation();
  const [slots, setSlots] = useState<Slot[]>([]);
  // The pixel ratio follows the screen up to 1.5; the frame-rate control may cap it at 1.
  const [maxDpr, setMaxDpr] = useState(1.5);
  const frozen = debug === 'frozen';
  const [stats, setStats] = useState<StageStats | null>(null);
  const lastOverlay = useRef(0);
  const [fine] = useState(() => window.matchMedia('(pointer: fine)').matches);

  // The slots are DOM outside React's view of this tree: look them up after each route commits,
  // and whenever a page says it changed them.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setSlots(findSlots()), [location]);
  useEffect(() => {
    const rescan = () => setSlots(findSlots());
    window.addEventListener(SLOTS_CHANGED, rescan);
    return () => window.removeEventListener(SLOTS_CHANGED, rescan);
  }, []);

  useEffect(() => {
    if (!fine) return;
    const move = (e: PointerEvent) => {
      pointer.x = (e.clientX / window.innerWidth) * 2 - 1;
      pointer.y = (e.clientY / window.innerHeight) * 2 - 1;
      pointer.active = true;
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, [fine]);

  const onStats = useCallback((s: StageStats) => {
    window.__chipcStage = s;
    if (s.frames === 2 || performance.now() - lastOverlay.current > 500) {
      lastOverlay.current = performance.now();
      setStats(s);
    }
  }, []);

  return (
    <>
      <Canvas
        className="stage-canvas"
        style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 40 }}
        dpr={[1, maxDpr]}
        frameloop={frozen ? 'never' : reduced ? 'demand' : 'always'}
        gl={{ alpha: true, antialias: true, powerPreference: 'high-performance' }}
        aria-hidden="true"
        onCreated={({ gl }) => gl.setClearColor(0x000000, 0)}
      >
        <ContextWatch onStatus={onStatus} />
        <FirstFrame onStatus={onStatus} />
        {frozen ? <FrozenFrames /> : <FrameloopControl slots={slots} reduced={reduced} debug={debug !== false} />}
        {!forced && !reduced && !frozen && (
          <QualityControl onLowerPixelRatio={window.devicePixelRatio > 1 ? () => setMaxDpr(1) : null} onLowFps={onLowFps} />
        )}
        {slots.map((slot, index) => {
          const entry = MINISTERS.get(slot.key);
          return (
            <View key={slot.key + location} track={slot.ref} index={index + 1}>
              {entry ? (
                <Minister minister={entry.m} index={entry.i} trackPointer={fine && !reduced} still={reduced} />
              ) : slot.key === 'rollcall' ? (
                <RollCall slot={slot.ref.current} trackPointer={fine && !reduced} still={reduced} />
              ) : (
                <Character trackPointer={fine && !reduced} still={reduced} />
              )}
            </View>
          );
        })}
        {/* Counting costs a little every frame: only when someone reads the figures. */}
        {debug && <SceneStats onStats={onStats} />}
      </Canvas>
      {debug && <DebugOverlay stats={stats} />}
    </>
  );
}
