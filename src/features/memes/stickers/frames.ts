/**
 * A sticker's frames: drawn once, each the character on a transparent ground with the words over
 * him, and kept as PNGs (a few tens of kilobytes each, where the raw pixels of a two-second loop
 * at 512 px would be 30 MB), so that each step of the fitting reads them again rather than asking
 * the scene to draw them again. A step's loop is made from them (plan.ts's loopFrames).
 */
import { drawPicture, type PictureArea } from '../draw/compose';
import { solidOf } from '../draw/solid';
import { reelFrames } from '../clip/frames';
import { seamWeight } from '../lib/clipPlan';
import type { StickerStart } from './messages';
import type { LoopFrame } from './plan';

/**
 * The faintest a sticker's pixel may be: fainter is made fully transparent, so the sticker's
 * ground is clean to its edges, as the platforms show it on any chat's colour. Placed by the box
 * of what is at least this opaque, nothing visible is cut.
 */
const FAINTEST = 16;
/**
 * Up to this opaque, a pixel fades the fainter it is (its alpha times the square of its share of
 * the way from FAINTEST): the soft light behind the figure (the spotlight's cone, the finish's
 * glow), which on the page's own ground is atmosphere, would be a grey halo round a sticker on a
 * chat's; the figure's edges, opaque within a pixel or two, stay smooth.
 */
const HAZE = 128;

/** The alpha a sticker keeps of each alpha drawn. */
const KEPT = Uint8Array.from({ length: 256 }, (_, a) => (a < FAINTEST ? 0 : a >= HAZE ? a : Math.round(a * ((a - FAINTEST) / (HAZE - FAINTEST)) ** 2)));

/**
 * The sticker's margin, a share of its side on each edge: nothing is drawn there. The platforms
 * ask for one (WhatsApp, 16 px of 512), and a video's transparency, encoded in blocks of up to 32
 * pixels, stays exactly clear at the border only where no block there holds an edge.
 */
const MARGIN = 0.065;

/** The scene's reel failed (the context lost, the stage closed): not the encoder's fault. */
export class SceneFailed extends Error {}

type Ctx = OffscreenCanvasRenderingContext2D;

/** Draws `under` over `image` with `weight` (premultiplied, so the mix of two transparent pictures is exact) onto `mix`'s canvas. */
function dissolve(mix: Ctx, image: CanvasImageSource, under: CanvasImageSource, weight: number) {
  mix.globalCompositeOperation = 'copy';
  mix.globalAlpha = 1 - weight;
  mix.drawImage(image, 0, 0, mix.canvas.width, mix.canvas.height);
  mix.globalCompositeOperation = 'lighter';
  mix.globalAlpha = weight;
  mix.drawImage(under, 0, 0, mix.canvas.width, mix.canvas.height);
  mix.globalCompositeOperation = 'source-over';
  mix.globalAlpha = 1;
}

/**
 * Draws the start's loop, frame by frame, as PNGs; `drawn(i)` hears of each. The character
 * stands as in a meme (drawPicture's stand), placed by his first frame so he moves within a fixed
 * frame.
 */
export async function drawLoop(ctx: Ctx, start: StickerStart, drawn: (done: number) => void): Promise<Blob[]> {
  const { width, height } = ctx.canvas;
  const { source, gathered, words } = start;
  const mixed = new OffscreenCanvas(width, height);
  const mix = mixed.getContext('2d')!;
  let solid: PictureArea | null = null;
  const place = (image: ImageBitmap | OffscreenCanvas) => {
    solid ??= solidOf(image, FAINTEST) ?? { x: 0, y: 0, w: 1, h: 1 };
    ctx.clearRect(0, 0, width, height);
    ctx.save();
    const k = 1 - 2 * MARGIN;
    ctx.setTransform(k, 0, 0, k, width * MARGIN, height * MARGIN);
    drawPicture(ctx, { image, width: image.width, height: image.height, fit: 'stand', solid }, width, height);
    ctx.restore();
    const pixels = ctx.getImageData(0, 0, width, height);
    const { data } = pixels;
    for (let p = 3; p < data.length; p += 4) {
      data[p] = KEPT[data[p]!]!;
      if (data[p] === 0) data[p - 3] = data[p - 2] = data[p - 1] = 0;
    }
    ctx.putImageData(pixels, 0, 0);
    ctx.drawImage(words, width * MARGIN, height * MARGIN, width * k, height * k);
  };
  const frames: Blob[] = [];
  const pull = source.kind === 'scene' ? reelFrames(source.port) : null;
  for (let i = 0; i < gathered.frames; i++) {
    if (pull) {
      const frame = await pull(i);
      if ('failed' in frame) throw new SceneFailed(frame.failed);
      if (frame.under) {
        dissolve(mix, frame.image, frame.under, seamWeight(i, gathered));
        frame.under.close();
        place(mixed);
      } else place(frame.image);
      frame.image.close();
    } else if (source.kind === 'cutOuts') {
      // The sheet's frames, at the rate drawn, whole (the loop was made seamless when they were).
      const k = Math.round((i * source.frames) / gathered.frames) % source.frames;
      mix.globalCompositeOperation = 'copy';
      mix.drawImage(source.sheet, (k % source.columns) * source.size, Math.floor(k / source.columns) * source.size, source.size, source.size, 0, 0, width, height);
      mix.globalCompositeOperation = 'source-over';
      place(mixed);
    }
    frames.push(await ctx.canvas.convertToBlob({ type: 'image/png' }));
    drawn(i + 1);
  }
  return frames;
}

/** Draws a step's frame on `ctx`'s canvas from the drawn PNGs: one, or two dissolved. */
export async function drawStepFrame(ctx: Ctx, drawn: readonly Blob[], frame: LoopFrame, mix: Ctx): Promise<void> {
  const image = await createImageBitmap(drawn[frame.index]!);
  try {
    ctx.globalCompositeOperation = 'copy';
    if (frame.under === null) ctx.drawImage(image, 0, 0);
    else {
      const under = await createImageBitmap(drawn[frame.under]!);
      dissolve(mix, image, under, frame.weight);
      under.close();
      ctx.drawImage(mix.canvas, 0, 0);
    }
  } finally {
    ctx.globalCompositeOperation = 'source-over';
    image.close();
  }
}
