import { lazy, Suspense, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { slotStore } from '../../bridge/slots';
import { useMediaQuery } from '../../runtime/useMediaQuery';
import { breakpoints } from '../../theme/breakpoints';
import type { SceneHealth, SceneOptions } from '../protocol';
import { usePointer } from './pointer';
import { addressOptions } from './addressOptions';
import { useFrameFeed } from './useFrameFeed';
import { useSceneWorker } from './useSceneWorker';

// ?debug only: its module is loaded with the overlay, never otherwise.
const DebugOverlay = lazy(() => import('./debug').then((m) => ({ default: m.DebugOverlay })));

export interface SceneProps {
  /** Motionless frames only: prefers-reduced-motion. */
  reduced: boolean;
  /** Set by ?mode=full: never downgrade on frame rate. */
  forced: boolean;
  /** ?debug: expose renderer figures and draw an overlay; 'frozen' also stops the clock and draws only on request. */
  debug: false | 'on' | 'frozen';
  /** Sustained low frame rate after the pixel ratio was already lowered. */
  onLowFps: () => void;
  /** 'ready' once a frame has been drawn, 'lost' while the WebGL context is gone. */
  onStatus: (status: SceneHealth) => void;
  /** The scene cannot run here (no WebGL in a worker, its script failed, an error inside). */
  onFail: (error: Error) => void;
}

/**
 * One canvas for the whole site, fixed behind the page and deaf to the pointer, drawn by the
 * scene's worker (three.js never runs on the page's thread). This side hands the canvas over
 * (useSceneWorker), then tells the worker what it needs each frame (useFrameFeed): where the
 * slots are, the scroll, the pointer, the page's motion, and whether anything is on screen.
 * Stays mounted across routes.
 */
export default function SceneCanvas({ reduced, forced, debug, onLowFps, onStatus, onFail }: SceneProps) {
  const slots = useSyncExternalStore(slotStore.subscribe, slotStore.getSnapshot, slotStore.getServerSnapshot);
  const fine = useMediaQuery(breakpoints.finePointer);
  const [asked, setAsked] = useState(() => addressOptions(debug));
  const options = useMemo<SceneOptions>(() => ({ reduced, forced, debug, fine, ...asked }), [reduced, forced, debug, fine, asked]);
  const holder = useRef<HTMLDivElement>(null);
  // Before the feed: its effects keep the latest slots that the feed's `read` then reads.
  const { send, read } = useSceneWorker({ holder, options, slots, setAsked, onLowFps, onStatus, onFail });
  useFrameFeed({ send, read, holder, slots, motionless: reduced || debug === 'frozen' });
  usePointer(fine, holder);

  return (
    <>
      <div ref={holder} className="scene-canvas" aria-hidden="true" />
      {debug && (
        <Suspense fallback={null}>
          <DebugOverlay />
        </Suspense>
      )}
    </>
  );
}
