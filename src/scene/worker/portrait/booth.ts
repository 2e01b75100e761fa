/**
 * The portrait booth, in the scene's worker: one character in one pose, alone on a transparent
 * ground, drawn at a picture's size by the scene itself (the same actors, lights and canvas the
 * page shows), and handed back as a PNG. The meme maker asks for it (bridge/portrait.ts).
 *
 * It only works while the page shows no part of the scene (no slot registered: the meme maker's
 * page), so borrowing the canvas hides nothing. For one picture it stands in for the page: a
 * slot of the picture's size with the character asked for (the companion for the Chancellor, a
 * minister's own seat), the moment finished and on stage, the scene's clock at the posters' time.
 * It runs the frames that let eased poses arrive (drawing next to nothing), draws one frame at
 * the picture's size, the scene's finish included, reads it (`convertToBlob`) and clears it in
 * the same task, so the page's canvas never shows it; then it puts everything back as the page
 * had it. Nothing is created, so nothing is left to release: the drawing buffer (and the
 * finish's targets, sized to the slots) take the picture's size and their own again.
 * Meanwhile what the page says about its slots, size and frames waits, and follows afterwards.
 */
import type { RootState, RootStore } from '@react-three/fiber';
import { momentFade } from '../actors/momentFade';
import { offscreenOf } from '../canvas/offscreen';
import { sceneClock } from '../clock';
import { frame, pageNow, slotViews, viewport, type SlotView } from '../pageMirror';
import type { FromScene, PortraitRequest, ToScene } from '../../protocol';

/** The scene's time a portrait stands at: eyes open, the wave at its height (as the posters, frozen). */
const POSED_AT = 0.9;
/** Frames run without drawing before the one drawn: eased poses and heads have arrived by then. */
const SETTLE_FRAMES = 10;
/** Each frame's step: the eases take their longest, and the frame-rate control counts it as a pause. */
const FRAME_STEP_S = 0.5;
/** How long a portrait waits for the scene to be lit and idle, and for the canvas to take the picture's size. */
const WAIT_MS = 20_000;
/** The largest picture drawn: the meme maker's are 1080×1080 and 1200×630. */
const MAX_SIDE = 2048;
const BOOTH_SLOT = -1;

/** The page's messages that would move what the booth has set: held while it draws, then delivered. */
const HELD: ReadonlySet<ToScene['type']> = new Set(['slots', 'viewport', 'frame', 'visible', 'draw', 'options']);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves with what `ready` returns once it is not null, trying each task; fails after WAIT_MS with `why`. */
async function until<T>(ready: () => T | null, why: string): Promise<T> {
  const end = performance.now() + WAIT_MS;
  for (;;) {
    const value = ready();
    if (value !== null) return value;
    if (performance.now() > end) throw new Error(why);
    await tick();
  }
}

/** A newer portrait was asked for while this one waited: it is given up, drawing nothing. */
class Superseded extends Error {}

/**
 * The character's pose and its moment's set, finished and on stage, as a still frame shows them;
 * looking ahead as on a page no pointer has crossed (heads follow a fine pointer, and the
 * visitor's last one would turn his on the picture).
 */
function stand(ask: PortraitRequest) {
  const moment = ask.minister ? null : ask.moment;
  frame.pointer = { x: 0, y: 0, active: false };
  frame.companion = { moment, askAt: Number.NEGATIVE_INFINITY };
  // Each moment finished: arm out, coins mid-pour, beside the trail's second marker, the cabinet risen, reading out.
  frame.choreography = { ...frame.choreography, present: 1, pour: 0.55, walk: 0.375, assemble: 1, lawAt: pageNow(), feedPaused: false };
  Object.assign(momentFade, { from: moment, to: moment, since: Number.NEGATIVE_INFINITY, k: 1 });
}

/**
 * Runs the settling frames, then draws one and reads it; the canvas is cleared before the task
 * ends. While settling, the slot is a corner of two pixels: what draws only its slots (the
 * finish) has next to nothing to draw, and a callback of priority 1 holds r3f's own drawing.
 * Poses ease the same wherever they stand, and every actor takes its place anew each frame.
 */
function drawAndRead(store: RootStore, rect: SlotView['rect']): Promise<Blob> {
  const state = store.getState();
  let t = state.clock.elapsedTime;
  const full = { ...rect };
  Object.assign(rect, { width: 2, height: 2, right: 2, bottom: 2 });
  const release = state.internal.subscribe({ current: () => {} }, 1, store);
  try {
    for (let i = 0; i < SETTLE_FRAMES; i++) {
      sceneClock.time = POSED_AT;
      state.advance((t += FRAME_STEP_S));
    }
  } finally {
    release();
    Object.assign(rect, full);
  }
  sceneClock.time = POSED_AT;
  state.advance((t += FRAME_STEP_S));
  const canvas = offscreenOf(state.gl);
  const png = canvas.convertToBlob({ type: 'image/png' });
  state.gl.clear();
  return png;
}

/** Draws `ask`'s portrait, unless `stale()` says a newer one waits by the time it would be drawn. */
async function portrait(store: RootStore, ask: PortraitRequest, stale: () => boolean): Promise<Blob> {
  const { width, height } = ask;
  if (!(width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE)) throw new Error(`no portrait of ${width}×${height}`);
  const s = (): RootState => store.getState();
  const saved = {
    slots: slotViews.get(),
    view: viewport.get(),
    frame: { ...frame },
    fade: { ...momentFade },
    time: sceneClock.time,
    clock: { elapsed: s().clock.elapsedTime, old: s().clock.oldTime },
  };
  try {
    const rect = { top: 0, left: 0, width, height, bottom: height, right: width };
    slotViews.set([{ id: BOOTH_SLOT, kind: ask.minister ? 'seat' : 'companion', moment: null, minister: ask.minister, lit: false, rect }]);
    viewport.set({ width, height, deviceRatio: 1 });
    await until(() => (s().size.width === width && s().size.height === height && s().viewport.dpr === 1 ? true : null), "the canvas did not take the picture's size");
    await tick(); // the actors have rendered with their new place and size
    // The last moment to give up: from here the frames run and the picture is read in this task.
    if (stale()) throw new Superseded();
    stand(ask);
    return await drawAndRead(store, rect);
  } finally {
    slotViews.set(saved.slots);
    viewport.set(saved.view);
    Object.assign(frame, saved.frame);
    Object.assign(momentFade, saved.fade);
    sceneClock.time = saved.time;
    s().clock.elapsedTime = saved.clock.elapsed;
    s().clock.oldTime = saved.clock.old;
  }
}

/**
 * The booth of the worker whose r3f root `getStore` returns. `take(message)` answers a portrait
 * request and holds the page's messages while one is drawn, delivering them again afterwards; it
 * returns whether it took the message. Only the latest request is drawn: one still waiting (or
 * still waiting for the canvas) when a newer comes is answered at once as superseded, with no
 * picture and no complaint (the visitor clicked on; the page wants the newer one).
 */
export function createBooth(getStore: () => RootStore | null, post: (message: FromScene) => void) {
  let waiting: PortraitRequest | null = null;
  const held: ToScene[] = [];
  let running = false;
  /** A portrait is being drawn: the page's news waits. */
  let busy = false;
  const stale = () => waiting !== null;
  const superseded = (ask: PortraitRequest) => post({ type: 'portrait', id: ask.id, png: null, reason: null, superseded: true });

  async function run() {
    running = true;
    while (waiting) {
      const ask = waiting;
      waiting = null;
      let png: Blob | null = null;
      let reason: string | null = null;
      let gone = false;
      try {
        // Lit (the studio's environment is in: the robots' metal reads it; programs compile on
        // first use), and idle: no slot of the page's, its frame loop stopped.
        const store = await until(() => {
          const current = getStore();
          const state = current?.getState();
          return state?.scene.environment && slotViews.get().length === 0 && state.frameloop === 'never' ? current : null;
        }, 'the scene is not lit, or is drawing the page');
        if (stale()) throw new Superseded();
        busy = true;
        png = await portrait(store, ask, stale);
      } catch (error) {
        if (error instanceof Superseded) gone = true;
        else reason = error instanceof Error ? error.message : String(error);
      }
      busy = false;
      if (gone) superseded(ask);
      else post({ type: 'portrait', id: ask.id, png, reason, superseded: false });
      // The page's news since, in order, as if it came now.
      for (const message of held.splice(0)) self.dispatchEvent(new MessageEvent('message', { data: message }));
    }
    running = false;
  }

  return {
    take(message: ToScene): boolean {
      if (message.type === 'portrait') {
        if (waiting) superseded(waiting);
        waiting = message;
        if (!running) void run();
        return true;
      }
      if (!busy || !HELD.has(message.type)) return false;
      held.push(message);
      return true;
    },
  };
}
