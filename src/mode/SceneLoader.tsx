import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from '../kit/ErrorBoundary';
import { actsLaidOut } from '../kit/layOutActs';
import { useLazyDefault } from '../kit/useLazyDefault';
import { useReducedMotion } from '../kit/useMediaQuery';
import type { SceneProps } from '../scene/SceneCanvas';
import { useDisplayMode } from './DisplayModeProvider';
import './SceneLoader.css';

type SceneStatus = 'ready' | 'lost' | 'failed';

/** How long a lost WebGL context may take to come back before the scene is given up. */
const LOST_GIVE_UP_MS = 10_000;

/** The scene's state on the document: the stills fade by it (SceneSlot.css), tests and scripts wait on it. */
function setSceneStatus(status: SceneStatus | null) {
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
  if (!('transferControlToOffscreen' in HTMLCanvasElement.prototype)) throw new Error('No OffscreenCanvas here');
  await actsLaidOut();
  return import('../scene/SceneCanvas');
}

function sceneFailed(error: unknown) {
  console.warn('3D scene could not start; showing still pictures instead:', error instanceof Error ? error.message : error);
  setSceneStatus('failed');
}

/**
 * Loads the 3D scene (its page side, which starts three.js and react-three-fiber in a worker)
 * once the page has loaded and is idle, in full mode only. Until it is ready,
 * and whenever it cannot run, the slots show their still pictures.
 */
export function SceneLoader() {
  const { decision, downgrade } = useDisplayMode();
  const reduced = useReducedMotion();
  const full = decision?.mode === 'full';
  const { Component: Scene } = useLazyDefault(loadScene, { when: 'idle', enabled: full, onFail: sceneFailed });
  const [debug] = useState(() => parseDebug(typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('debug')));

  useEffect(() => {
    if (!full) setSceneStatus(null);
  }, [full]);

  // A context not back within LOST_GIVE_UP_MS is not coming back (a driver reset, a GPU gone): the
  // scene is dropped for this page's life and the posters stay, instead of a canvas waiting for hours.
  const [gaveUp, setGaveUp] = useState(false);
  const lostTimer = useRef<number | undefined>(undefined);
  const onStatus = useCallback((status: 'ready' | 'lost') => {
    setSceneStatus(status);
    window.clearTimeout(lostTimer.current);
    if (status === 'lost') {
      lostTimer.current = window.setTimeout(() => {
        sceneFailed(new Error(`WebGL context not restored within ${LOST_GIVE_UP_MS / 1000} s`));
        setGaveUp(true);
      }, LOST_GIVE_UP_MS);
    }
  }, []);
  useEffect(() => () => window.clearTimeout(lostTimer.current), []);
  // A scene that cannot run in its worker is dropped for this page's life; the posters stay.
  const onFail = useCallback((error: Error) => {
    sceneFailed(error);
    setGaveUp(true);
  }, []);

  if (!full || !Scene || !decision || gaveUp) return null;
  return (
    <ErrorBoundary fallback={null} onError={sceneFailed}>
      <Scene reduced={reduced} forced={decision.forced} debug={debug} onLowFps={downgrade} onStatus={onStatus} onFail={onFail} />
    </ErrorBoundary>
  );
}
