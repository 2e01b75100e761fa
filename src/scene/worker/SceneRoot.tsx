import { useThree } from '@react-three/fiber';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { isSoftwareRenderer } from '../../lib/mode';
import { MAX_PIXEL_RATIO, pixelRatio } from './pixelRatio';
import { qualitySteps } from './canvas/quality';
import { Chancellor } from './actors/Chancellor';
import { useChancellorModel } from './model/useChancellorModel';
import { CompanionFrame, StageDirector } from './actors/StageDirector';
import { Ministers } from './actors/Ministers';
import { FrameLoop, SceneTime } from './canvas/FrameLoop';
import { ContextWatch, FirstFrame, QualityControl } from './canvas/Health';
import { Startup } from './canvas/Startup';
import { useStagedMount } from './canvas/useStagedMount';
import { slotViews, viewport } from './pageMirror';
import { Studio } from './lighting/Studio';
import { FinishRender, useFinish } from './finish/Finish';
import { createShapes } from './robot/shapes';
import { ShapesContext } from './robot/shapesContext';
import type { Debugging } from './debug';
import type { FinishReport, FromScene, QualityReport, SceneHealth, SceneOptions } from '../protocol';

interface RootProps {
  options: SceneOptions;
  post: (message: FromScene) => void;
  /** ?debug: the worker's debugging (debug.tsx), loaded only then. */
  debugging: Debugging | null;
}

/** Whether the context draws on the CPU (SwiftShader, llvmpipe, WARP), by its renderer's name. */
function softwareContext(context: WebGLRenderingContext | WebGL2RenderingContext) {
  const info = context.getExtension('WEBGL_debug_renderer_info');
  return isSoftwareRenderer(info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : null);
}

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

/**
 * Everything the one canvas draws: the actors stand in the places the page
 * has registered (the Chancellor travelling from moment to moment, the
 * ministers on the cabinet's stage or the show's seats), lit by one studio,
 * seen by one camera. Runs in the scene's worker; the page tells it where
 * the slots are.
 */
export function SceneRoot({ options, post, debugging }: RootProps) {
  const { reduced, forced, debug, fine } = options;
  const slots = useSyncExternalStore(slotViews.subscribe, slotViews.get);
  // His place: the home page's companion, or the show's podium.
  const companion = useMemo(() => slots.find((s) => s.kind === 'companion') ?? null, [slots]);
  const place = useMemo(() => companion ?? slots.find((s) => s.kind === 'podium') ?? null, [companion, slots]);
  const shapes = useMemo(() => createShapes(), []);
  useEffect(() => () => shapes.dispose(), [shapes]);
  const [maxRatio, setMaxRatio] = useState(MAX_PIXEL_RATIO);
  const [bloom, setBloom] = useState(true);
  const dense = viewport.get().deviceRatio > 1;
  const gl = useThree((s) => s.gl);
  const software = useMemo(() => softwareContext(gl.getContext()), [gl]);
  // Multisampled below a pixel ratio of 2, where edges show their steps; dense screens need none,
  // and neither does a software renderer (only ever full when forced), where each sample is CPU
  // work: at 1440×900 in SwiftShader four samples took 230 of a frame's 365 ms.
  const finish = useFinish({ enabled: options.finish, multisampling: !software && viewport.get().deviceRatio < 2 ? 4 : 0, bloom });
  const [compiled, setCompiled] = useState(false);
  const [lost, setLost] = useState(false);
  const frozen = debug === 'frozen';
  const motionless = reduced || frozen;
  const onCompiled = useCallback(() => setCompiled(true), []);
  // The studio and the Chancellor first, then the ministers, a task each.
  const parts = useStagedMount(2);
  // His modelled body, fetched as the scene starts; the start waits for it (or for its failure).
  const model = useChancellorModel();
  // Programs depend on the environment map: compiling waits until the studio has drawn it.
  const [lit, setLit] = useState(false);
  const onStatus = useCallback((status: SceneHealth) => post({ type: 'status', status }), [post]);
  const onLowFps = useCallback(() => post({ type: 'low-fps' }), [post]);
  // What the finish and the frame-rate control did, for ?debug's figures.
  const [finishReport] = useState<FinishReport | null>(() => (debug ? { bloom: false, width: 0, height: 0 } : null));
  const [qualityReport] = useState<QualityReport | null>(() => (debug ? { measuredMs: 0, steps: [] } : null));
  const quality = !forced && !reduced && !frozen;

  return (
    <>
      <ViewportSync maxRatio={maxRatio} />
      <ShapesContext.Provider value={shapes}>
        <Studio lost={lost} onLit={setLit} />
        <StageDirector companion={companion !== null} place={place !== null} instant={motionless} />
        <Chancellor place={place} trackPointer={fine && !motionless} motionless={motionless} model={model} />
        {parts > 1 && <Ministers slots={slots} trackPointer={fine && !motionless} motionless={motionless} />}
      </ShapesContext.Provider>
      <CompanionFrame slot={companion} />
      {finish && <FinishRender finish={finish} slots={slots} report={finishReport} />}
      <Startup ready={parts === 2 && lit && model.decided} target={finish?.input ?? null} onCompiled={onCompiled} />
      <ContextWatch onStatus={onStatus} onLost={setLost} />
      <FirstFrame onStatus={onStatus} />
      {!frozen && (
        <>
          <SceneTime />
          <FrameLoop reduced={reduced} compiled={compiled} lost={lost} report={debug ? post : null} />
        </>
      )}
      {quality && (
        <QualityControl
          steps={qualitySteps({ bloom: finish !== null, dense })}
          pace={debug ? options.pace : null}
          report={qualityReport}
          onStep={(step) => (step === 'drop-bloom' ? setBloom(false) : setMaxRatio(1))}
          onLowFps={onLowFps}
        />
      )}
      {debugging && <debugging.Reports frozen={frozen} compiled={compiled} finish={finishReport} quality={quality ? qualityReport : null} />}
    </>
  );
}
