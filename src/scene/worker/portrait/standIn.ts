/**
 * The scene standing in for the page, for a picture or a clip of one character: a slot of the
 * picture's size with the character asked for (the companion for the Chancellor, a minister's
 * own seat), the moment finished and on stage, the canvas at the picture's size. Everything is
 * put back as the page had it afterwards; nothing is created, so nothing is left to release.
 */
import type { RootState, RootStore } from '@react-three/fiber';
import { chancellorBody } from '../actors/Chancellor';
import { momentFade } from '../actors/momentFade';
import { sceneClock } from '../clock';
import { frame, pageNow, slotViews, viewport, type SlotView } from '../pageMirror';
import type { PortraitAsk } from '../../protocol';

/** How long the booth waits for the scene to be lit and idle, and for the canvas to take the picture's size. */
const WAIT_MS = 20_000;
/** The largest picture drawn: the meme maker's are 1080×1080 and 1200×630. */
const MAX_SIDE = 2048;
const BOOTH_SLOT = -1;

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

/** A newer ask came while this one waited (or it was called off): it is given up, drawing nothing. */
export class Superseded extends Error {}

/**
 * The character's pose and its moment's set, finished and on stage, as a motionless frame shows them;
 * looking ahead as on a page no pointer has crossed (heads follow a fine pointer, and the
 * visitor's last one would turn his on the picture).
 */
function stand(ask: PortraitAsk) {
  const moment = ask.minister ? null : ask.moment;
  frame.pointer = { x: 0, y: 0, active: false };
  frame.companion = { moment, askAt: Number.NEGATIVE_INFINITY };
  // Each moment finished: arm out, coins mid-pour, beside the trail's second marker, the cabinet risen, reading out.
  frame.choreography = { ...frame.choreography, present: 1, pour: 0.55, walk: 0.375, assemble: 1, lawAt: pageNow(), feedPaused: false };
  Object.assign(momentFade, { from: moment, to: moment, since: Number.NEGATIVE_INFINITY, k: 1 });
}

/**
 * The scene of the worker is lit (its environment in: the robots' metal reads it), the Chancellor's
 * body is in (his model arrives after the scene starts), and it is idle (no slot of the page's, its
 * loop stopped).
 */
export const idleStore = (getStore: () => RootStore | null) =>
  until(() => {
    const current = getStore();
    const state = current?.getState();
    return state?.scene.environment && chancellorBody.drawn && slotViews.get().length === 0 && state.frameloop === 'never' ? current : null;
  }, 'the scene is not lit, or is drawing the page');

/**
 * Stands the character of `ask` in for the page and runs `body` with the slot's rectangle,
 * unless `stale()` says by then that it is not wanted; then puts everything back.
 */
export async function onStage<T>(store: RootStore, ask: PortraitAsk, stale: () => boolean, body: (rect: SlotView['rect']) => Promise<T>): Promise<T> {
  const { width, height } = ask;
  if (!(width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE)) throw new Error(`no picture of ${width}×${height}`);
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
    // The last moment to give up: from here the frames run.
    if (stale()) throw new Superseded();
    stand(ask);
    return await body(rect);
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

/** The scene's time a portrait stands at: eyes open, the wave at its height (as the posters, frozen). */
export const POSED_AT = 0.9;
/** Frames run without drawing before the one drawn: eased poses and heads have arrived by then. */
const SETTLE_FRAMES = 10;
/** Each settling frame's step: the eases take their longest, and the frame-rate control counts it as a pause. */
const SETTLE_STEP_S = 0.5;

/**
 * Runs the settling frames at the scene's time `at`. Meanwhile the slot is a corner of two
 * pixels: what draws only its slots (the finish) has next to nothing to draw, and a callback of
 * priority 1 holds r3f's own drawing. Poses ease the same wherever they stand, and every actor
 * takes its place anew each frame. Returns the r3f clock's time reached.
 */
export function settle(store: RootStore, rect: SlotView['rect'], at: number): number {
  const state = store.getState();
  let t = state.clock.elapsedTime;
  const full = { ...rect };
  Object.assign(rect, { width: 2, height: 2, right: 2, bottom: 2 });
  const release = state.internal.subscribe({ current: () => {} }, 1, store);
  try {
    for (let i = 0; i < SETTLE_FRAMES; i++) {
      sceneClock.time = at;
      state.advance((t += SETTLE_STEP_S));
    }
  } finally {
    release();
    Object.assign(rect, full);
  }
  return t;
}
