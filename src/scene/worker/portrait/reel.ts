/**
 * A reel: the character of a portrait, moving, drawn frame by frame for a clip. The scene's own
 * clock steps by exactly one frame each time (never the browser's), so the same ask draws the
 * same frames on any machine, however long each takes. Frames go to the clip's worker through
 * the reel's port as it pulls them, one at a time: a slow encoder holds the drawing, and no more
 * than one frame waits between them. The seam's frames (drawn first, just before frame 0) are the
 * only ones held, until the last frames dissolve into them.
 */
import type { RootStore } from '@react-three/fiber';

import { offscreenOf } from '../canvas/offscreen';
import { sceneClock } from '../clock';
import type { SlotView } from '../pageMirror';
import type { ReelFrame, ReelPull, ReelRequest } from '../../protocol';
import { POSED_AT, settle, Superseded } from './standIn';

/** Frames run at the reel's own step before the seam's: the springs (antenna, tie) swing as they do in a running scene. */
const RUN_IN_FRAMES = 15;

/**
 * How long the reel waits for the clip's worker to ask for its next frame. A port says nothing
 * when the worker at its other end is ended (a Cancel, a page left, a crash): without a bound the
 * booth would wait for ever, and the scene, whose news waits while the booth is busy, would stop
 * drawing. An encoder takes well under a second a frame; a quarter of a minute is a clip gone.
 */
const PULL_WAIT_MS = 15_000;

/** The reel's port as a queue of frame numbers wanted; `null` once the clip's worker wants no more. */
export function pulls(port: MessagePort, stopped: () => boolean) {
  const wants: number[] = [];
  let done = false;
  let wake = () => {};
  port.onmessage = (e: MessageEvent<ReelPull>) => {
    if ('stop' in e.data) done = true;
    else wants.push(e.data.want);
    wake();
  };
  return {
    async next(): Promise<number | null> {
      while (!wants.length && !done && !stopped()) {
        const asked = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), PULL_WAIT_MS);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        if (!asked) throw new Error(`the clip asked for no frame in ${PULL_WAIT_MS / 1000} s`);
      }
      return done || stopped() ? null : wants.shift()!;
    },
    /** Called off from outside (the page): a wait for the next pull ends now. */
    wake: () => wake(),
  };
}

/** Draws one frame at the scene's next step and takes it off the canvas (which is left clear). */
function drawFrame(store: RootStore, t: number): ImageBitmap {
  const state = store.getState();
  if (state.gl.getContext().isContextLost()) throw new Error('the 3D context was lost');
  state.advance(t);
  return offscreenOf(state.gl).transferToImageBitmap();
}

/**
 * Draws `ask`'s reel into its port, on stage (standIn's onStage). `stopped()` says the page called
 * it off; `wakeOn(fn)` lets the booth wake a wait for the next pull when it does.
 */
export async function drawReel(store: RootStore, ask: ReelRequest, rect: SlotView['rect'], stopped: () => boolean, wakeOn: (wake: () => void) => void): Promise<void> {
  const { port, fps, frames, seam } = ask;
  const queue = pulls(port, stopped);
  wakeOn(queue.wake);
  const step = 1 / fps;
  const held: ImageBitmap[] = [];
  const send = (message: ReelFrame, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  try {
    let t = settle(store, rect, POSED_AT);
    // From here each frame adds one step to the scene's clock (SceneTime), from the pose's time.
    sceneClock.time = POSED_AT - (RUN_IN_FRAMES + seam) * step;
    for (let i = 0; i < RUN_IN_FRAMES; i++) {
      if (stopped()) throw new Superseded();
      drawFrame(store, (t += step)).close();
    }
    for (let i = 0; i < seam; i++) held.push(drawFrame(store, (t += step)));
    for (let i = 0; i < frames; i++) {
      const want = await queue.next();
      if (want === null) throw new Superseded();
      if (want !== i) throw new Error(`frame ${want} asked for, ${i} next`);
      const image = drawFrame(store, (t += step));
      // The seam's frames, in the order drawn, under the last ones.
      const under = i >= frames - seam ? (held.shift() ?? null) : null;
      send({ frame: i, image, under }, under ? [image, under] : [image]);
    }
  } catch (error) {
    if (!(error instanceof Superseded)) send({ failed: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    for (const image of held) image.close();
    store.getState().gl.clear();
    port.onmessage = null;
    port.close();
  }
}
