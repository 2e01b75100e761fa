import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { companionAsk, companionMoment } from '../../bridge/companion';
import { slotStore } from '../../bridge/slots';
import { layOutAllActs } from '../../kit/layOutActs';
import { downloadFailed } from '../../lib/mode';
import { useMediaQuery } from '../../kit/useMediaQuery';
import { breakpoints } from '../../theme/breakpoints';
import { DebugOverlay } from './DebugOverlay';
import { withPortraits, type FromScene, type SceneOptions, type ToScene } from '../protocol';
import { pointer } from '../pointer';
import { addressOptions, metaOf, readInput, viewportOf } from './readPage';
import { debugHandle, noteStats, type ChancellorReport, type SceneStats } from '../stats';

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
  /** The scene cannot run here (no WebGL in a worker, its script failed, an error inside). */
  onFail: (error: Error) => void;
}

/** How far around the viewport a slot counts as on screen: frames start before it scrolls in, with its place known. */
const NEAR_VIEW = '50% 0px';

/**
 * One canvas for the whole site, fixed behind the page and deaf to the pointer, drawn by the
 * scene's worker (three.js never runs on the page's thread). This side hands the canvas over, then
 * tells the worker what it needs each frame: where the slots are, the scroll, the pointer, the
 * page's motion, and whether anything is on screen. Stays mounted across routes.
 */
export default function SceneCanvas({ reduced, forced, debug, onLowFps, onStatus, onFail }: SceneProps) {
  const slots = useSyncExternalStore(slotStore.subscribe, slotStore.getSnapshot, slotStore.getServerSnapshot);
  const fine = useMediaQuery(breakpoints.finePointer);
  const [asked, setAsked] = useState(() => addressOptions(debug));
  const options = useMemo<SceneOptions>(() => ({ reduced, forced, debug, fine, ...asked }), [reduced, forced, debug, fine, asked]);
  const holder = useRef<HTMLDivElement>(null);
  const worker = useRef<Worker | null>(null);
  const [stats, setStats] = useState<SceneStats | null>(null);
  // What the start message needs, and what the handlers call: the latest, without restarting the worker.
  const latest = useRef({ options, slots, onLowFps, onStatus, onFail });
  useEffect(() => {
    latest.current = { options, slots, onLowFps, onStatus, onFail };
  });

  const send = (message: ToScene) => worker.current?.postMessage(message);

  // The worker and its canvas, made once for this component's life.
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:100%;height:100%';
    holder.current!.append(canvas);
    const offscreen = canvas.transferControlToOffscreen();
    const w = withPortraits(new Worker(new URL('../worker/sceneWorker.tsx', import.meta.url), { type: 'module', name: 'scene' }));
    worker.current = w;
    let lastChancellor: ChancellorReport | null = null;
    // The page's debug requests waiting for the worker's answer, by id.
    const answers = new Map<number, (s: SceneStats | null) => void>();
    let nextDraw = 1;
    let lastOverlay = 0;
    const failed = (error: Error) => {
      w.terminate();
      latest.current.onFail(error);
    };
    w.addEventListener('message', (e: MessageEvent<FromScene>) => {
      const m = e.data;
      switch (m.type) {
        case 'status':
          latest.current.onStatus(m.status);
          break;
        case 'failed':
          failed(new Error(m.message));
          break;
        case 'low-fps':
          latest.current.onLowFps();
          break;
        case 'loop':
          document.documentElement.dataset.sceneLoop = m.loop;
          break;
        case 'stats':
        case 'drawn': {
          lastChancellor = m.chancellor;
          if (m.stats) {
            noteStats(m.stats);
            if (m.stats.frames <= 2 || performance.now() - lastOverlay > 500) {
              lastOverlay = performance.now();
              setStats(m.stats);
            }
          }
          if (m.type === 'drawn') {
            answers.get(m.id)?.(m.stats);
            answers.delete(m.id);
          }
          break;
        }
        case 'settled':
          answers.get(m.id)?.(null);
          answers.delete(m.id);
          break;
      }
    });
    // A script that cannot load (a failed chunk, a refused worker) reports here, with no details: a download failure.
    w.addEventListener('error', (e) => {
      e.preventDefault();
      failed(downloadFailed(e.message || 'the 3D scene script could not load'));
    });
    const { options, slots } = latest.current;
    const start: ToScene = { type: 'start', canvas: offscreen, options, viewport: viewportOf(holder.current!), slots: slots.map(metaOf), input: readInput(slots) };
    w.postMessage(start, [offscreen]);

    if (options.debug) {
      const handle = debugHandle();
      handle.chancellor = () => lastChancellor;
      // The worker draws in its own animation frame; the page shows that frame by its next two.
      const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      handle.frame = (request) =>
        new Promise<SceneStats | null>((resolve) => {
          const id = nextDraw++;
          answers.set(id, (s) => void frames().then(() => resolve(s)));
          w.postMessage({ type: 'input', input: readInput(latest.current.slots) } satisfies ToScene);
          w.postMessage({ type: 'draw', id, coverage: request?.coverage === true } satisfies ToScene);
        });
      handle.settle = () =>
        new Promise<void>((resolve) => {
          const id = nextDraw++;
          answers.set(id, () => resolve());
          w.postMessage({ type: 'settle', id } satisfies ToScene);
        });
      handle.loseContext = () => w.postMessage({ type: 'context', lose: true } satisfies ToScene);
      handle.restoreContext = () => w.postMessage({ type: 'context', lose: false } satisfies ToScene);
      handle.pace = (pace) => setAsked((current) => ({ ...current, pace }));
    }
    return () => {
      w.terminate();
      worker.current = null;
      canvas.remove();
      for (const resolve of answers.values()) resolve(null);
      delete window.__chipcScene;
      delete document.documentElement.dataset.sceneLoop;
    };
  }, []);

  useEffect(() => send({ type: 'options', options }), [options]);

  // Whether any slot is on screen in a shown tab: frames run, and the page reads for them, only then.
  // The set outlives a change of the slots: a new minister on the roll call or a route change must
  // not read as "nothing on screen" (a blank frame) until the observer reports again.
  const [shown, setShown] = useState(false);
  const visible = useRef(new Set<Element>());
  useEffect(() => {
    // Every slot's place is read each frame: none may sit in an act with an estimated height (one
    // the home page has not laid out yet, on a visit from another page), which each read would lay out.
    layOutAllActs();
    send({ type: 'slots', slots: slots.map(metaOf) });
    send({ type: 'input', input: readInput(slots) });
    const on = visible.current;
    const elements = new Set<Element>(slots.map((s) => s.element));
    for (const el of on) if (!elements.has(el)) on.delete(el);
    const report = () => setShown(!document.hidden && on.size > 0);
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) on.add(e.target);
          else on.delete(e.target);
        }
        report();
      },
      { rootMargin: NEAR_VIEW },
    );
    for (const el of elements) io.observe(el);
    report(); // a slot gone may have been the one on screen
    document.addEventListener('visibilitychange', report);
    return () => {
      io.disconnect();
      document.removeEventListener('visibilitychange', report);
    };
  }, [slots]);
  // With the slots' places as they are now: the first frame after a pause never draws last time's.
  useEffect(() => send({ type: 'visible', visible: shown, input: readInput(latest.current.slots) }), [shown]);

  // The holder's size, and its size in device pixels: a move to a screen of another pixel ratio
  // changes only the latter, and fires no window resize. Classic scrollbars are outside the holder.
  useEffect(() => {
    const view = holder.current!;
    const resized = new ResizeObserver(() => {
      send({ type: 'viewport', viewport: viewportOf(view) });
      send({ type: 'input', input: readInput(latest.current.slots) });
    });
    try {
      resized.observe(view, { box: 'device-pixel-content-box' });
    } catch {
      resized.observe(view); // Safari has no device-pixel box: changes of CSS size still count
    }
    return () => resized.disconnect();
  }, []);

  // The companion's moment and the visitor's questions: a still scene draws anew for them.
  useEffect(() => {
    const feed = () => send({ type: 'input', input: readInput(latest.current.slots) });
    const stops = [companionMoment.subscribe(feed), companionAsk.subscribe(feed)];
    return () => stops.forEach((stop) => stop());
  }, []);

  // What the scene reads: each frame while it moves and something is on screen; on a scroll when
  // it holds still.
  const still = reduced || debug === 'frozen';
  useEffect(() => {
    let frame = 0;
    const feed = () => send({ type: 'input', input: readInput(latest.current.slots) });
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(feed);
    };
    const tick = () => {
      feed();
      frame = requestAnimationFrame(tick);
    };
    if (still) window.addEventListener('scroll', onScroll, { passive: true });
    else if (shown) frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [still, shown]);

  useEffect(() => {
    if (!fine) return;
    const move = (e: PointerEvent) => {
      const view = holder.current!;
      pointer.x = (e.clientX / Math.max(1, view.clientWidth)) * 2 - 1;
      pointer.y = (e.clientY / Math.max(1, view.clientHeight)) * 2 - 1;
      pointer.active = true;
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, [fine]);

  return (
    <>
      <div ref={holder} className="scene-canvas" aria-hidden="true" />
      {debug && <DebugOverlay stats={stats} />}
    </>
  );
}
