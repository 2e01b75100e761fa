import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MomentId } from '../content/moments';
import { MAX_PIXEL_RATIO, pixelRatio } from '../lib/pixelRatio';
import { CampaignTrail } from './actors/CampaignTrail';
import { Chancellor, chancellorState } from './actors/Chancellor';
import { CoinShower } from './actors/CoinShower';
import { Ministers } from './actors/Ministers';
import { MomentProp } from './actors/MomentProp';
import { FrameLoop, FrozenFrames, SceneTime, type FrameRequests } from './canvas/FrameLoop';
import { ContextWatch, FirstFrame, QualityControl } from './canvas/Health';
import { Startup } from './canvas/Startup';
import { useStagedMount } from './canvas/useStagedMount';
import { slotViews, viewport, type SlotView } from './input';
import { Studio } from './lighting/Studio';
import type { FromScene, SceneOptions } from './link';
import { RendererStats } from './RendererStats';
import { createKit } from './robot/kit';
import { KitContext } from './robot/kitContext';
import type { ChancellorReport, SceneStats } from './stats';

interface RootProps {
  options: SceneOptions;
  post: (message: FromScene) => void;
  requests: FrameRequests;
}

/** Where he is and what he does, copied for the page (?debug). */
export const chancellorReport = (): ChancellorReport => ({ ...chancellorState, pose: { ...chancellorState.pose } });

/** The drawing buffer follows the window and its pixel ratio, kept within budget. */
function ViewportSync({ maxRatio }: { maxRatio: number }) {
  const { setSize, setDpr } = useThree();
  const view = useSyncExternalStore(viewport.subscribe, viewport.get);
  useEffect(() => {
    setDpr(pixelRatio(view.deviceRatio, view.width, view.height, maxRatio));
    setSize(view.width, view.height);
  }, [view, maxRatio, setSize, setDpr]);
  return null;
}

/** A prop that stands in one moment's slot, if the page has it. */
function AtMoment({ moments, moment, children }: { moments: readonly SlotView[]; moment: MomentId; children: ReactNode }) {
  const slot = moments.find((m) => m.moment === moment);
  return slot ? <MomentProp slot={slot}>{children}</MomentProp> : null;
}

/**
 * Everything the one canvas draws: the actors stand in the places the page
 * has registered (the Chancellor travelling from moment to moment, the
 * ministers on the cabinet's stage or the show's seats), lit by one studio,
 * seen by one camera. Runs in the scene's worker; the page tells it where
 * the slots are.
 */
export function SceneRoot({ options, post, requests }: RootProps) {
  const { reduced, forced, debug, wide, fine } = options;
  const slots = useSyncExternalStore(slotViews.subscribe, slotViews.get);
  const moments = useMemo(() => slots.filter((s) => s.kind === 'moment'), [slots]);
  const kit = useMemo(() => createKit(), []);
  useEffect(() => () => kit.dispose(), [kit]);
  const [maxRatio, setMaxRatio] = useState(MAX_PIXEL_RATIO);
  const [compiled, setCompiled] = useState(false);
  const [lost, setLost] = useState(false);
  const frozen = debug === 'frozen';
  const still = reduced || frozen;
  const onCompiled = useCallback(() => setCompiled(true), []);
  // The studio and the Chancellor first, then the ministers, the coins and the trail, a task each.
  const parts = useStagedMount(4);
  // Programs depend on the environment map: compiling waits until the studio has drawn it.
  const [lit, setLit] = useState(false);
  const onStatus = useCallback((status: 'ready' | 'lost') => post({ type: 'status', status }), [post]);
  const onLowFps = useCallback(() => post({ type: 'low-fps' }), [post]);
  // The last frame's figures are kept for the answer to a frozen frame's request.
  const lastStats = useRef<SceneStats | null>(null);
  const onStats = useCallback(
    (stats: SceneStats) => {
      lastStats.current = stats;
      post({ type: 'stats', stats, chancellor: chancellorReport() });
    },
    [post],
  );
  const onDrawn = useCallback((id: number) => post({ type: 'drawn', id, stats: lastStats.current, chancellor: chancellorReport() }), [post]);

  return (
    <>
      <ViewportSync maxRatio={maxRatio} />
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
        <FrozenFrames compiled={compiled} requests={requests} onDrawn={onDrawn} />
      ) : (
        <>
          <SceneTime />
          <FrameLoop reduced={reduced} compiled={compiled} lost={lost} report={debug ? post : null} />
        </>
      )}
      {!forced && !reduced && !frozen && (
        <QualityControl steps={viewport.get().deviceRatio > 1 ? ['lower-pixel-ratio'] : []} onStep={() => setMaxRatio(1)} onLowFps={onLowFps} />
      )}
      {/* Counting costs a little every frame: only when someone reads the figures. */}
      {debug && <RendererStats onStats={onStats} />}
    </>
  );
}
