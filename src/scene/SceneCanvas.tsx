import { Canvas } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { slotStore, type SceneSlotEntry } from '../bridge/slots';
import type { MomentId } from '../content/moments';
import { useMediaQuery } from '../kit/useMediaQuery';
import { pixelRatio } from '../lib/pixelRatio';
import { CAMERA } from '../lib/screenSpace';
import { breakpoints } from '../theme/breakpoints';
import { CampaignTrail } from './actors/CampaignTrail';
import { Chancellor, chancellorState } from './actors/Chancellor';
import { CoinShower } from './actors/CoinShower';
import { Ministers } from './actors/Ministers';
import { MomentProp } from './actors/MomentProp';
import { DebugOverlay } from './canvas/DebugOverlay';
import { FrameLoop, FrozenFrames, SceneTime } from './canvas/FrameLoop';
import { ContextWatch, FirstFrame, QualityControl } from './canvas/Health';
import { Startup } from './canvas/Startup';
import { useStagedMount } from './canvas/useStagedMount';
import { Studio } from './lighting/Studio';
import { pointer } from './pointer';
import { RendererStats } from './RendererStats';
import { createKit } from './robot/kit';
import { KitContext } from './robot/kitContext';
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
 * Multisampling only where pixels are big: on dense screens (phones, most
 * laptops) edges are already fine, and four samples a pixel would cost the
 * GPU far more than it shows.
 */
const ANTIALIAS = typeof window !== 'undefined' && window.devicePixelRatio < 1.5;

/** The drawing buffer's pixel ratio, kept within budget as the window changes. */
function usePixelRatio(max: number): number {
  const read = useCallback(() => pixelRatio(window.devicePixelRatio, window.innerWidth, window.innerHeight, max), [max]);
  const [ratio, setRatio] = useState(read);
  useEffect(() => {
    const update = () => setRatio(read());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [read]);
  return ratio;
}

/** A prop that stands in one moment's slot, if the page has it. */
function AtMoment({ moments, moment, children }: { moments: readonly SceneSlotEntry[]; moment: MomentId; children: ReactNode }) {
  const slot = moments.find((m) => m.moment === moment);
  return slot ? <MomentProp slot={slot}>{children}</MomentProp> : null;
}

/**
 * One canvas for the whole site, fixed behind the page and deaf to the
 * pointer: the actors stand in the places the page has registered (the
 * Chancellor travelling from moment to moment, the ministers on the
 * cabinet's stage or the show's seats), all in one WebGL context and one
 * camera. Stays mounted across routes.
 */
export default function SceneCanvas({ reduced, forced, debug, onLowFps, onStatus }: SceneProps) {
  const slots = useSyncExternalStore(slotStore.subscribe, slotStore.getSnapshot, slotStore.getServerSnapshot);
  const moments = useMemo(() => slots.filter((s) => s.kind === 'moment'), [slots]);
  const kit = useMemo(() => createKit(), []);
  useEffect(() => () => kit.dispose(), [kit]);
  const [maxRatio, setMaxRatio] = useState(1.5);
  const dpr = usePixelRatio(maxRatio);
  const [compiled, setCompiled] = useState(false);
  const [lost, setLost] = useState(false);
  const [stats, setStats] = useState<SceneStats | null>(null);
  const lastOverlay = useRef(0);
  const wide = !useMediaQuery(breakpoints.tablet);
  const fine = useMediaQuery(breakpoints.finePointer);
  const frozen = debug === 'frozen';
  const still = reduced || frozen;
  const onCompiled = useCallback(() => setCompiled(true), []);
  // The studio and the Chancellor first, then the ministers, the coins and the trail, a task each.
  const parts = useStagedMount(4);
  // Programs depend on the environment map: compiling waits until the studio has drawn it.
  const [lit, setLit] = useState(false);

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
    debugHandle().chancellor = () => ({ ...chancellorState, pose: { ...chancellorState.pose } });
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
        style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: -1 }}
        dpr={dpr}
        frameloop="never"
        camera={{ fov: CAMERA.fov, position: [0, 0, CAMERA.distance], near: 1, far: 120 }}
        gl={{ alpha: true, antialias: ANTIALIAS, powerPreference: 'high-performance' }}
        aria-hidden="true"
        onCreated={({ gl }) => {
          gl.setClearColor(0x000000, 0);
          // Asking a program for its log waits for the GPU; the shaders are fixed and checked in development.
          gl.debug.checkShaderErrors = import.meta.env.DEV;
        }}
      >
        <KitContext.Provider value={kit}>
          <Studio lost={lost} onLit={setLit} />
          <Chancellor moments={moments} wide={wide} trackPointer={fine && !still} still={still} travelling={!reduced} />
          {parts > 1 && <Ministers slots={slots} trackPointer={fine && !still} still={still} />}
          {parts > 2 && (
            <AtMoment moments={moments} moment="tokenomics">
              <CoinShower />
            </AtMoment>
          )}
          {parts > 3 && (
            <AtMoment moments={moments} moment="roadmap">
              <CampaignTrail />
            </AtMoment>
          )}
        </KitContext.Provider>
        <Startup ready={parts === 4 && lit} onCompiled={onCompiled} />
        <ContextWatch onStatus={onStatus} onLost={setLost} />
        <FirstFrame onStatus={onStatus} />
        {frozen ? (
          <FrozenFrames compiled={compiled} />
        ) : (
          <>
            <SceneTime />
            <FrameLoop slots={slots} reduced={reduced} compiled={compiled} lost={lost} debug={debug !== false} />
          </>
        )}
        {!forced && !reduced && !frozen && (
          <QualityControl onLowerPixelRatio={window.devicePixelRatio > 1 ? () => setMaxRatio(1) : null} onLowFps={onLowFps} />
        )}
        {/* Counting costs a little every frame: only when someone reads the figures. */}
        {debug && <RendererStats onStats={onStats} />}
      </Canvas>
      {debug && <DebugOverlay stats={stats} />}
    </>
  );
}
