/**
 * `?debug` on the page, all of it: loaded (import()) only when the address asks for it, so
 * neither the first load nor the scene's page side carries it otherwise. It keeps the worker's
 * figures on `window.__chipcScene` for tests, the bench and the scripts, lets them draw a frame
 * on request, wait for one, lose the context and pace the frame-rate control, and shows the
 * figures in a corner of the page.
 */
import { createElement, useSyncExternalStore } from 'react';
import { reelMaker } from '../../bridge/portrait';
import { createValueStore } from '../../lib/listeners';
import type { ChancellorReport, FinishReport, Frame, FromScene, Pace, ReelAsk, ReelFrame, ReelPull, SceneStats, ToScene } from '../protocol';
import './debug.css';

export interface SceneDebug {
  /** The last frame's figures: what tests assert budgets on and `npm run bench` reads. */
  stats: SceneStats | null;
  /** With ?debug=frozen: draws one frame of what is on screen now and returns its figures; `coverage` adds `covered`. */
  frame?: (options?: { coverage?: boolean }) => Promise<SceneStats | null>;
  /** Where the Chancellor is between which moments, and his pose, at the last frame drawn. */
  chancellor?: () => ChancellorReport | null;
  /** Resolves once a frame the scene had already asked for has been drawn and its figures reported. */
  catchUp?: () => Promise<void>;
  /** Loses the WebGL context the way a GPU reset does (WEBGL_lose_context), and restores it. */
  loseContext?: () => void;
  restoreContext?: () => void;
  /** Has the frame-rate control measure frames at `pace` from now on instead of the real ones (only where ?pace started it). */
  pace?: (pace: Pace) => void;
  /** Each different state of the finish and the drawing buffer the frames reported, in order. */
  finishes?: (FinishReport & { pixelRatio: number })[];
  /** A reel of the character alone (the meme maker's), its seam dissolved, each frame a PNG's data URL: the cut-out frames' maker (scripts/posters.mjs). */
  reel?: (ask: ReelAsk) => Promise<string[]>;
}

declare global {
  interface Window {
    /** Present with ?debug. */
    __chipcScene?: SceneDebug;
  }
}

/** The figures the overlay shows: at most twice a second, not to re-render the page each frame. */
const shown = createValueStore<SceneStats | null>(null);

/** Keeps the figures a frame reported, and each different state of the finish and the drawing buffer (what a step of the frame-rate control changed). */
function noteStats(handle: SceneDebug, stats: SceneStats) {
  handle.stats = stats;
  const { finish, buffer } = stats;
  if (!finish || !buffer) return;
  const seen = (handle.finishes ??= []);
  const last = seen.at(-1);
  if (last && last.bloom === finish.bloom && last.width === finish.width && last.height === finish.height && last.pixelRatio === buffer.pixelRatio) return;
  seen.push({ ...finish, pixelRatio: buffer.pixelRatio });
}

/** The frame figures in a corner of the page. */
export function DebugOverlay() {
  const stats = useSyncExternalStore(shown.subscribe, shown.get, () => null);
  if (!stats) return null;
  const text = `${(1000 / Math.max(stats.frameMs, 1)).toFixed(0)} fps  ${stats.frameMs.toFixed(1)} ms\n${stats.calls} calls  ${stats.triangles} tris\n${stats.geometries} geo  ${stats.textures} tex  ${stats.programs} prg`;
  return createElement('pre', { className: 'scene-debug', 'aria-hidden': 'true' }, text);
}

/** Draws `ask`'s reel through the booth, as the meme maker's clips pull it, and reads each frame out. */
async function reelFrames(ask: ReelAsk): Promise<string[]> {
  const maker = reelMaker.get();
  if (!maker) throw new Error('no reel: the scene is not running here');
  const { port1, port2 } = new MessageChannel();
  const stop = new AbortController();
  const ended = maker(ask, port1, stop.signal);
  const canvas = new OffscreenCanvas(ask.width, ask.height);
  const ctx = canvas.getContext('2d')!;
  const read = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsDataURL(blob);
    });
  const out: string[] = [];
  try {
    for (let i = 0; i < ask.frames; i++) {
      const frame = await new Promise<ReelFrame>((resolve) => {
        port2.onmessage = (e: MessageEvent<ReelFrame>) => resolve(e.data);
        port2.postMessage({ want: i } satisfies ReelPull);
      });
      if ('failed' in frame) throw new Error(frame.failed);
      const weight = frame.under ? (i - (ask.frames - ask.seam) + 1) / ask.seam : 0;
      ctx.globalCompositeOperation = 'copy';
      ctx.globalAlpha = 1 - weight;
      ctx.drawImage(frame.image, 0, 0);
      if (frame.under) {
        ctx.globalCompositeOperation = 'lighter';
        ctx.globalAlpha = weight;
        ctx.drawImage(frame.under, 0, 0);
        frame.under.close();
      }
      frame.image.close();
      out.push(await read(await canvas.convertToBlob({ type: 'image/png' })));
    }
  } finally {
    port2.postMessage({ stop: true } satisfies ReelPull);
    port2.close();
    stop.abort();
    await ended;
  }
  return out;
}

/** What the debug handle needs of the page side: a reading of the page now, and a new pace for the control. */
export interface DebugPage {
  frame: () => Frame;
  pace: (pace: Pace) => void;
}

/**
 * Puts the debug handle on the window for the worker `send` talks to. `take` is given the
 * worker's figures and answers (stats, drawn, caught-up); `close` answers what is still asked with
 * null and takes the handle away.
 */
export function attachDebug(send: (message: ToScene) => void, page: DebugPage) {
  const handle = (window.__chipcScene ??= { stats: null });
  let lastChancellor: ChancellorReport | null = null;
  // The page's requests waiting for the worker's answer, by id.
  const answers = new Map<number, (s: SceneStats | null) => void>();
  let nextId = 1;
  let lastOverlay = 0;
  handle.chancellor = () => lastChancellor;
  // The worker draws in its own animation frame; the page shows that frame by its next two.
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  handle.frame = (request) =>
    new Promise<SceneStats | null>((resolve) => {
      const id = nextId++;
      answers.set(id, (s) => void frames().then(() => resolve(s)));
      send({ type: 'frame', frame: page.frame() });
      send({ type: 'draw', id, coverage: request?.coverage === true });
    });
  handle.catchUp = () =>
    new Promise<void>((resolve) => {
      const id = nextId++;
      answers.set(id, () => resolve());
      send({ type: 'catch-up', id });
    });
  handle.loseContext = () => send({ type: 'context', lose: true });
  handle.restoreContext = () => send({ type: 'context', lose: false });
  handle.pace = page.pace;
  handle.reel = reelFrames;

  return {
    take(m: FromScene) {
      if (m.type === 'stats' || m.type === 'drawn') {
        lastChancellor = m.chancellor;
        if (m.stats) {
          noteStats(handle, m.stats);
          if (m.stats.frames <= 2 || performance.now() - lastOverlay > 500) {
            lastOverlay = performance.now();
            shown.set(m.stats);
          }
        }
      }
      if (m.type === 'drawn' || m.type === 'caught-up') {
        answers.get(m.id)?.(m.type === 'drawn' ? m.stats : null);
        answers.delete(m.id);
      }
    },
    close() {
      for (const resolve of answers.values()) resolve(null);
      answers.clear();
      shown.set(null);
      delete window.__chipcScene;
    },
  };
}
