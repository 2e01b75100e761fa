/**
 * A clip's frames, composed on its canvas in the order a meme is drawn: the ground, the
 * character, the words. Only the character moves: the scene's frame of him, or the still picture
 * pushed in slowly (with the ground), the caption stamping in.
 */
import type { ReelFrame, ReelPull } from '../../../scene/protocol';
import { drawPicture, type Placed } from '../draw/compose';
import { solidOf } from '../draw/solid';
import { pushScale, seamWeight, stampScale } from '../lib/clipPlan';
import type { ClipStart } from './messages';

/** The scene's reel failed (the context lost, the stage closed): not the encoder's fault. */
export class SceneFailed extends Error {}

export interface FrameDrawer {
  /** Draws frame `i` on the canvas. */
  draw(i: number): Promise<void>;
  /** Gives back what it holds (the reel's port, the still). */
  close(): void;
}

/** Runs `draw` scaled by `k` about the canvas's centre. */
function scaled(ctx: OffscreenCanvasRenderingContext2D, k: number, draw: () => void) {
  const { width: w, height: h } = ctx.canvas;
  ctx.save();
  ctx.translate(w / 2, h / 2);
  ctx.scale(k, k);
  ctx.translate(-w / 2, -h / 2);
  draw();
  ctx.restore();
}

function stillFrames(ctx: OffscreenCanvasRenderingContext2D, start: ClipStart, still: Extract<ClipStart['source'], { kind: 'still' }>): FrameDrawer {
  const { spec, ground, words } = start;
  const picture: Placed = { image: still.image, width: still.image.width, height: still.image.height, fit: still.fit, solid: still.solid };
  return {
    draw(i) {
      const t = i / spec.fps;
      scaled(ctx, pushScale(t), () => {
        ctx.drawImage(ground, 0, 0);
        drawPicture(ctx, picture, spec.width, spec.height);
      });
      scaled(ctx, stampScale(t), () => ctx.drawImage(words, 0, 0));
      return Promise.resolve();
    },
    close: () => still.image.close(),
  };
}

/** The reel's frames as they come, one asked for at a time (the stickers' worker pulls the same way). */
export function reelFrames(port: MessagePort) {
  let next: ((frame: ReelFrame) => void) | null = null;
  port.onmessage = (e: MessageEvent<ReelFrame>) => next?.(e.data);
  return (i: number) =>
    new Promise<ReelFrame>((resolve) => {
      next = resolve;
      port.postMessage({ want: i } satisfies ReelPull);
    });
}

function sceneFrames(ctx: OffscreenCanvasRenderingContext2D, start: ClipStart, port: MessagePort): FrameDrawer {
  const { spec, ground, words } = start;
  const pull = reelFrames(port);
  // The seam's dissolve, mixed here before the character is placed: `lighter` adds the two
  // weighted layers, so where both are opaque the mix is exact.
  const mixed = new OffscreenCanvas(spec.width, spec.height);
  const mix = mixed.getContext('2d')!;
  /** Where the figure stands in every frame: found on the first, so he moves within a fixed frame. */
  let solid: Placed['solid'] = null;
  const place = (image: ImageBitmap | OffscreenCanvas): Placed => ({ image, width: spec.width, height: spec.height, fit: 'stand', solid });
  return {
    async draw(i) {
      const frame = await pull(i);
      if ('failed' in frame) throw new SceneFailed(frame.failed);
      const { image, under } = frame;
      solid ??= solidOf(image) ?? { x: 0, y: 0, w: 1, h: 1 };
      ctx.drawImage(ground, 0, 0);
      if (under) {
        const w = seamWeight(i, spec);
        mix.globalCompositeOperation = 'copy';
        mix.globalAlpha = 1 - w;
        mix.drawImage(image, 0, 0);
        mix.globalCompositeOperation = 'lighter';
        mix.globalAlpha = w;
        mix.drawImage(under, 0, 0);
        drawPicture(ctx, place(mixed), spec.width, spec.height);
        under.close();
      } else drawPicture(ctx, place(image), spec.width, spec.height);
      image.close();
      ctx.drawImage(words, 0, 0);
    },
    close() {
      port.postMessage({ stop: true } satisfies ReelPull);
      port.close();
    },
  };
}

export function frameDrawer(ctx: OffscreenCanvasRenderingContext2D, start: ClipStart): FrameDrawer {
  return start.source.kind === 'still' ? stillFrames(ctx, start, start.source) : sceneFrames(ctx, start, start.source.port);
}

