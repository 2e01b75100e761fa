import { useCallback, useEffect, useRef, useState } from 'react';
import { sceneStatus, type SceneStatus } from '../bridge/sceneStatus';
import { ErrorBoundary } from '../runtime/ErrorBoundary';
import { downloadFailed, isDownloadFailure, type ModeReason } from '../lib/mode';
import { actsLaidOut } from '../runtime/layOutActs';
import { useLazyDefault } from '../runtime/useLazyDefault';
import { useReducedMotion } from '../runtime/useMediaQuery';
import { visibleTimeout } from '../runtime/visibleTimeout';
import type { SceneProps } from '../scene/page/SceneCanvas';
import type { SceneHealth } from '../scene/protocol';
import { useDisplayMode } from './DisplayModeProvider';
import './SceneLoader.css';

/** How long a lost WebGL context may take to come back, while the page is shown, before the scene is given up. */
const LOST_GIVE_UP_MS = 10_000;

const NO_WORKER_CANVAS = 'No OffscreenCanvas here';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Why the scene could not start, with the codes the automatic choice would have used, and whether
 * the tab remembers it: only what this browser cannot do (no canvas for a worker, no WebGL there,
 * no context: three.js says "Error creating WebGL context"). A download that failed, or an error
 * of the scene's own, is tried again on the next load.
 */
function failureOf(error: unknown): { reason: ModeReason; remember: boolean } {
  if (isDownloadFailure(error)) return { reason: 'downloadFailed', remember: false };
  const message = error instanceof Error ? error.message : '';
  if (message === NO_WORKER_CANVAS) return { reason: 'noWorkerCanvas', remember: true };
  if (/WebGL/.test(message)) return { reason: 'noWorkerWebgl', remember: true };
  return { reason: 'startFailed', remember: false };
}

/** The scene's state on the document: the stills fade by it (SceneSlot.css), tests and scripts wait on it. */
function setSceneStatus(status: SceneStatus | null) {
  sceneStatus.set(status);
  if (status) document.documentElement.dataset.scene = status;
  else delete document.documentElement.dataset.scene;
}

/** `?debug` shows the scene's figures; `?debug=frozen` also holds it still, drawing only on request. */
function parseDebug(value: string | null): SceneProps['debug'] {
  if (value === null) return false;
  return value === 'frozen' ? 'frozen' : 'on';
}

/**
 * Even when full mode is forced, a browser that cannot hand a canvas to a worker (the scene draws
 * off the page's thread) gets the stills. Whether WebGL 2 opens there, the worker finds out.
 * The scene starts once the home page's acts have their real heights (they are laid out one per
 * idle moment after load), never measuring one in the middle of its first frame.
 */
async function loadScene() {
  if (!('transferControlToOffscreen' in HTMLCanvasElement.prototype)) throw new Error(NO_WORKER_CANVAS);
  await actsLaidOut();
  return import('../scene/page/SceneCanvas').catch((error: unknown) => {
    throw downloadFailed(describe(error));
  });
}

/**
 * One attempt at the scene: its chunk, loaded once the page has loaded and is idle, and the
 * scene's own reports. Whatever stops it is told to the mode (`stopped`): the switch then says
 * the 3D is off, and why.
 */
function SceneAttempt({ stopped }: { stopped: (error: unknown, reason?: ModeReason) => void }) {
  const { decision, downgrade } = useDisplayMode();
  const reduced = useReducedMotion();
  const { Component: Scene } = useLazyDefault(loadScene, { when: 'idle', onFail: stopped });
  const [debug] = useState(() => parseDebug(new URLSearchParams(window.location.search).get('debug')));

  // A context not back within LOST_GIVE_UP_MS of the page being shown is not coming back (a driver
  // reset, a GPU gone): the scene is dropped and the posters stay, instead of a canvas waiting for
  // hours. Time in a hidden tab does not count: the browser gives nothing back to a page not shown.
  const cancelGiveUp = useRef<(() => void) | null>(null);
  const onStatus = useCallback(
    (status: SceneHealth) => {
      setSceneStatus(status);
      cancelGiveUp.current?.();
      cancelGiveUp.current = null;
      if (status === 'lost') {
        cancelGiveUp.current = visibleTimeout(LOST_GIVE_UP_MS, () =>
          stopped(new Error(`WebGL context not restored within ${LOST_GIVE_UP_MS / 1000} s of the page being shown`), 'contextLost'),
        );
      }
    },
    [stopped],
  );
  useEffect(() => () => cancelGiveUp.current?.(), []);

  if (!Scene || !decision) return null;
  return (
    <ErrorBoundary fallback={null} onError={(error) => stopped(error)}>
      <Scene reduced={reduced} forced={decision.forced} debug={debug} onLowFps={downgrade} onStatus={onStatus} onFail={stopped} />
    </ErrorBoundary>
  );
}

/**
 * Loads the 3D scene (its page side, which starts three.js and react-three-fiber in a worker)
 * once the page has loaded and is idle, in full mode only. Until it is ready, and whenever it
 * cannot run, the slots show their still pictures. Each time the visitor turns the 3D on is
 * a fresh attempt.
 */
export function SceneLoader() {
  const { decision, failure, attempt, sceneFailed } = useDisplayMode();
  const full = decision?.mode === 'full';

  useEffect(() => {
    // Back to lite by choice: nothing of the scene's state stays on the document.
    if (!full && !failure) setSceneStatus(null);
  }, [full, failure]);

  // A scene that cannot run here is not asked for again in this tab unless the visitor turns the
  // 3D on; anything else stops it for this page only. `reason` overrides the error's own.
  const stopped = useCallback(
    (error: unknown, reason?: ModeReason) => {
      console.warn('3D scene could not start; showing still pictures instead:', describe(error));
      setSceneStatus('failed');
      const failure = failureOf(error);
      sceneFailed(reason ?? failure.reason, reason === undefined && failure.remember);
    },
    [sceneFailed],
  );

  if (!full || failure) return null;
  return <SceneAttempt key={attempt} stopped={stopped} />;
}
