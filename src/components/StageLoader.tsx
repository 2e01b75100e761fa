import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { probeCapabilities } from '../mode/detect';
import { useDisplayMode } from '../mode/DisplayModeProvider';
import { useReducedMotion } from '../motion/useReducedMotion';
import type { StageProps } from '../scene/Stage';
import { afterLoadAndIdle } from './afterLoad';

/** `?debug` shows the scene's figures; `?debug=frozen` also holds it still, drawing only on request. */
function parseDebug(value: string | null): StageProps['debug'] {
  if (value === null) return false;
  return value === 'frozen' ? 'frozen' : 'on';
}

type StageStatus = 'ready' | 'lost' | 'failed';

function setStageStatus(status: StageStatus | null) {
  if (status) document.documentElement.dataset.stage = status;
  else delete document.documentElement.dataset.stage;
}

/** A render error inside the scene leaves the still pictures, never a blank page. */
class SceneBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.warn('3D stage stopped; showing still pictures instead:', error.message);
    setStageStatus('failed');
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads the 3D stage (three.js, react-three-fiber, drei: a chunk of its own)
 * once the page has loaded and is idle, in full mode only. Until it is ready,
 * and whenever it cannot run, the hero and cabinet show their still pictures.
 */
export function StageLoader() {
  const { decision, downgrade } = useDisplayMode();
  const reduced = useReducedMotion();
  const full = decision?.mode === 'full';
  const [Stage, setStage] = useState<ComponentType<StageProps> | null>(null);
  const [debug] = useState(() => parseDebug(typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('debug')));

  useEffect(() => {
    if (!full || Stage) return;
    return afterLoadAndIdle(() => {
      // Even when full mode is forced, a browser without WebGL 2 gets the stills, not three.js's error.
      if (!probeCapabilities().webgl2) {
        console.warn('No WebGL 2 here; showing still pictures instead of the 3D stage.');
        setStageStatus('failed');
        return;
      }
      import('../scene/Stage')
        .then((m) => setStage(() => m.default))
        .catch(() => {
          console.warn('3D stage could not load; showing still pictures instead.');
          setStageStatus('failed');
        });
    });
  }, [full, Stage]);

  useEffect(() => {
    if (!full) setStageStatus(null);
  }, [full]);

  const onStatus = useCallback((status: 'ready' | 'lost') => setStageStatus(status), []);

  if (!full || !Stage || !decision) return null;
  return (
    <SceneBoundary>
      <Stage reduced={reduced} forced={decision.forced} debug={debug} onLowFps={downgrade} onStatus={onStatus} />
    </SceneBoundary>
  );
}
