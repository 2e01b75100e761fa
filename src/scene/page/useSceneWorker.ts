import { useCallback, useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { SceneSlotEntry } from '../../bridge/slots';
import { downloadFailed } from '../../lib/mode';
import type { FromScene, SceneHealth, SceneOptions, ToScene } from '../protocol';
import { openBooth } from './portraits';
import { readFrame } from './readFrame';
import { metaOf } from './slotMetaOf';
import { viewportOf } from './viewportOf';

export interface WorkerProps {
  holder: RefObject<HTMLDivElement | null>;
  options: SceneOptions;
  slots: readonly SceneSlotEntry[];
  /** ?debug&pace: a new pace, asked by the debug handle. */
  setAsked: Dispatch<SetStateAction<Pick<SceneOptions, 'finish' | 'pace'>>>;
  onLowFps: () => void;
  onStatus: (status: SceneHealth) => void;
  onFail: (error: Error) => void;
}

/**
 * What a worker's error event says. A script that could not load (a failed chunk, a refused
 * worker) reports with no message: a download failure, tried again on the next load. One that
 * loaded and threw while its code ran (a browser without what the scene needs) carries the
 * exception's message: the scene's own failure, not the network's.
 */
export function workerFailure(event: Pick<ErrorEvent, 'message'>): Error {
  return event.message ? new Error(event.message) : downloadFailed('the 3D scene script could not load');
}

/**
 * The scene's worker and its canvas, made once for the component's life: the canvas goes into
 * `holder` and is handed to the worker, which starts with the options, the slots and a first
 * frame; what it reports goes to the callbacks. With ?debug, the debug module (debug.ts) is
 * loaded and given the worker's figures. Returns `send`, and `read` (a frame of the page now).
 */
export function useSceneWorker({ holder, options, slots, setAsked, onLowFps, onStatus, onFail }: WorkerProps) {
  const worker = useRef<Worker | null>(null);
  // What the start message needs, and what the handlers call: the latest, without restarting the worker.
  const latest = useRef({ options, slots, onLowFps, onStatus, onFail });
  useEffect(() => {
    latest.current = { options, slots, onLowFps, onStatus, onFail };
  });
  const send = useCallback((message: ToScene) => worker.current?.postMessage(message), []);
  /** A reading of the page now, for the latest slots. */
  const read = useCallback(() => readFrame(latest.current.slots), []);

  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:100%;height:100%';
    holder.current!.append(canvas);
    const offscreen = canvas.transferControlToOffscreen();
    const w = new Worker(new URL('../worker/sceneWorker.tsx', import.meta.url), { type: 'module', name: 'scene' });
    worker.current = w;
    const booth = openBooth(w);
    /** The worker ends, and the portrait booth with it. */
    const end = () => {
      booth.close();
      w.terminate();
    };
    // ?debug's figures and answers, held until the debug module has loaded.
    let debugTake: ((m: FromScene) => void) | null = null;
    let debugClose: (() => void) | null = null;
    const early: FromScene[] = [];
    let gone = false;
    const failed = (error: Error) => {
      end();
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
        case 'drawn':
        case 'caught-up':
          if (debugTake) debugTake(m);
          else early.push(m);
          break;
      }
    });
    w.addEventListener('error', (e) => {
      e.preventDefault();
      failed(workerFailure(e));
    });
    const { options, slots } = latest.current;
    const start: ToScene = {
      type: 'start',
      canvas: offscreen,
      options,
      viewport: viewportOf(holder.current!),
      slots: slots.map(metaOf),
      frame: readFrame(slots),
      timeOrigin: performance.timeOrigin,
    };
    w.postMessage(start, [offscreen]);

    if (options.debug) {
      void import('./debug').then(({ attachDebug }) => {
        if (gone) return;
        const debugging = attachDebug((m) => w.postMessage(m), {
          frame: read,
          pace: (pace) => setAsked((current) => ({ ...current, pace })),
        });
        debugTake = debugging.take;
        debugClose = debugging.close;
        early.splice(0).forEach(debugging.take);
      });
    }
    return () => {
      gone = true;
      end();
      worker.current = null;
      canvas.remove();
      debugClose?.();
      delete document.documentElement.dataset.sceneLoop;
    };
  }, [holder, setAsked, read]);

  useEffect(() => send({ type: 'options', options }), [send, options]);

  return { send, read };
}
