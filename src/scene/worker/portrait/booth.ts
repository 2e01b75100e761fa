/**
 * The portrait booth, in the scene's worker: one character in one pose, alone on a transparent
 * ground, drawn at a picture's size by the scene itself (the same actors, lights and canvas the
 * page shows), and handed back as a PNG; or, moving, as a reel of a clip's frames (reel.ts).
 * The meme maker asks for them (bridge/portrait.ts).
 *
 * It only works while the page shows no part of the scene (no slot registered: the meme maker's
 * page), so borrowing the canvas hides nothing; the scene stands in for the page meanwhile
 * (standIn.ts). A portrait settles the pose, draws one frame at the picture's size, the scene's
 * finish included, reads it (`convertToBlob`) and clears it in the same task, so the page's
 * canvas never shows it. Meanwhile what the page says about its slots, size and frames waits,
 * and follows afterwards.
 */
import type { RootStore } from '@react-three/fiber';
import { offscreenOf } from '../canvas/offscreen';
import { sceneClock } from '../clock';
import type { SlotView } from '../pageMirror';
import type { FromScene, PortraitRequest, ReelRequest, ToScene } from '../../protocol';
import { drawReel } from './reel';
import { idleStore, onStage, POSED_AT, settle, Superseded } from './standIn';

/** The page's messages that would move what the booth has set: held while it draws, then delivered. */
const HELD: ReadonlySet<ToScene['type']> = new Set(['slots', 'viewport', 'frame', 'visible', 'draw', 'options']);
/** News that says how things stand now: only the last of each kind is kept while the booth is busy (a draw is an ask, each answered). */
const LATEST_ONLY: ReadonlySet<ToScene['type']> = new Set(['slots', 'viewport', 'frame', 'visible', 'options']);

/** Settles the pose, then draws one frame and reads it; the canvas is cleared before the task ends. */
function drawAndRead(store: RootStore, rect: SlotView['rect']): Promise<Blob> {
  const state = store.getState();
  const t = settle(store, rect, POSED_AT);
  sceneClock.time = POSED_AT;
  state.advance(t + 0.5);
  const png = offscreenOf(state.gl).convertToBlob({ type: 'image/png' });
  state.gl.clear();
  return png;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The booth of the worker whose r3f root `getStore` returns. `take(message)` answers a portrait
 * or reel request and holds the page's messages while one is drawn, delivering them again
 * afterwards; it returns whether it took the message. Only the latest portrait asked for is
 * drawn: one still waiting when a newer comes is answered at once as superseded, with no picture
 * and no complaint (the visitor clicked on; the page wants the newer one). A reel goes first and
 * runs to its end unless called off ('reel-stop'); portraits asked meanwhile wait for it.
 */
export function createBooth(getStore: () => RootStore | null, post: (message: FromScene) => void) {
  let waiting: PortraitRequest | null = null;
  let reel: ReelRequest | null = null;
  /** The reel being drawn, if it was called off, and how to wake its wait for the next pull. */
  let drawing: { id: number; off: boolean; wake: () => void } | null = null;
  const held: ToScene[] = [];
  let running = false;
  /** A portrait or reel is being drawn: the page's news waits. */
  let busy = false;
  const superseded = (ask: PortraitRequest) => post({ type: 'portrait', id: ask.id, png: null, reason: null, superseded: true });

  async function runPortrait(ask: PortraitRequest) {
    const stale = () => waiting !== null || reel !== null;
    let png: Blob | null = null;
    let reason: string | null = null;
    try {
      const store = await idleStore(getStore);
      if (stale()) throw new Superseded();
      busy = true;
      png = await onStage(store, ask, stale, (rect) => drawAndRead(store, rect));
    } catch (error) {
      if (error instanceof Superseded) return superseded(ask);
      reason = message(error);
    }
    post({ type: 'portrait', id: ask.id, png, reason, superseded: false });
  }

  async function runReel(ask: ReelRequest) {
    const on = { id: ask.id, off: false, wake: () => {} };
    drawing = on;
    const off = () => on.off;
    let reason: string | null = null;
    try {
      const store = await idleStore(getStore);
      if (off()) throw new Superseded();
      busy = true;
      await onStage(store, ask, off, (rect) => drawReel(store, ask, rect, off, (wake) => (on.wake = wake)));
    } catch (error) {
      reason = error instanceof Superseded ? 'stopped' : message(error);
      ask.port.close();
    }
    drawing = null;
    post({ type: 'reel', id: ask.id, reason });
  }

  async function run() {
    running = true;
    while (reel || waiting) {
      if (reel) {
        const ask = reel;
        reel = null;
        await runReel(ask);
      } else if (waiting) {
        const ask = waiting;
        waiting = null;
        await runPortrait(ask);
      }
      busy = false;
      // The page's news since, in order, as if it came now.
      for (const m of held.splice(0)) self.dispatchEvent(new MessageEvent('message', { data: m }));
    }
    running = false;
  }

  return {
    take(m: ToScene): boolean {
      if (m.type === 'portrait') {
        if (waiting) superseded(waiting);
        waiting = m;
      } else if (m.type === 'reel') {
        if (reel) post({ type: 'reel', id: reel.id, reason: 'stopped' });
        reel = m;
      } else if (m.type === 'reel-stop') {
        if (reel?.id === m.id) {
          reel.port.close();
          post({ type: 'reel', id: m.id, reason: 'stopped' });
          reel = null;
        }
        if (drawing?.id === m.id) {
          drawing.off = true;
          drawing.wake();
        }
        return true;
      } else {
        if (!busy || !HELD.has(m.type)) return false;
        // A page scrolled or resized through a long reel sends a message a frame: one of each is the news.
        if (LATEST_ONLY.has(m.type)) {
          const earlier = held.findIndex((h) => h.type === m.type);
          if (earlier >= 0) held.splice(earlier, 1);
        }
        held.push(m);
        return true;
      }
      if (!running) void run();
      return true;
    },
  };
}
