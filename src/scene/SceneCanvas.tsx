import { Canvas } from '@react-three/fiber';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { slotStore } from '../bridge/slots';
import { breakpoints } from '../theme/breakpoints';
import { DebugOverlay } from './canvas/DebugOverlay';
import { FrameloopControl, FrozenFrames } from './canvas/FrameLoop';
import { ContextWatch, FirstFrame, QualityControl } from './canvas/Health';
import { pointer } from './pointer';
import { RendererStats } from './RendererStats';
import { SlotView } from './SlotView';
import { debugHandle, type SceneStats } from './stats';

export interface SceneProps {
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

/**
 * One canvas for the whole site, fixed over the page and transparent to the
 * pointer; drei Views draw into every slot the page has registered (the
 * Chancellor in the hero, each minister in their card, the show's roll call),
 * all in one WebGL context. Stays mounted across routes.
 */
export default function SceneCanvas({ reduced, forced, debug, onLowFps, onStatus }: SceneProps) {
  const slots = useSyncExternalStore(slotStore.subscribe, slotStore.getSnapshot, slotStore.getServerSnapshot);
  // The pixel ratio follows the screen up to 1.5; the frame-rate control may cap it at 1.
  const [maxDpr, setMaxDpr] = useState(1.5);
  const frozen = debug === 'frozen';
  const [stats, setStats] = useState<SceneStats | null>(null);
  const lastOverlay = useRef(0);
  const [fine] = useState(() => window.matchMedia(breakpoints.finePointer).matches);


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

  useEffect(() => {
    if (!debug) return;
    debugHandle();
    return () => {
      delete window.__chipcScene;
    };
  }, [debug]);

  const onStats = useCallback((s: SceneStats) => {
    debugHandle().stats = s;
    if (s.frames === 2 || performance.now() - lastOverlay.current > 500) {
      lastOverlay.current = performance.now();
      setStats(s);
    }
  }, []);

  return (
    <>
      <Canvas
        className="scene-canvas"
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
        {slots.map((slot, index) => (
          <SlotView key={slot.id} slot={slot} index={index + 1} trackPointer={fine && !reduced} still={reduced} />
        ))}
        {/* Counting costs a little every frame: only when someone reads the figures. */}
        {debug && <RendererStats onStats={onStats} />}
      </Canvas>
      {debug && <DebugOverlay stats={stats} />}
    </>
  );
}
