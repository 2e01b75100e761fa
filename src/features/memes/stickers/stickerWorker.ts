/**
 * A sticker's worker: draws the loop once (frames.ts), then encodes it for its platform, measures
 * the file and, while it is over the cap, encodes it again a step smaller (plan.ts's ladder), all
 * off the page's thread. One worker makes one sticker; the page ends it (terminate) when the
 * sticker is done, cancelled or left, which frees the encoders and every frame.
 *
 * Type-checked with the page's library (it shares draw/ with the page), so the worker's own scope
 * is named by the little it uses.
 */
import { stickerFitting, stickerRules } from '../../../content/stickerRules';
import { workerScope } from '../../../lib/workerScope';
import { apng } from './apng';
import { drawLoop, drawStepFrame, SceneFailed } from './frames';
import type { FromSticker, StickerStart } from './messages';
import { fitToCap, ladder, loopFrames, type Step } from './plan';
import { animatedWebp } from './webp';
import { webmWriter } from './webm';

const scope = workerScope<StickerStart, FromSticker>();

/** The browser cannot make this file (it wrote another format, or has no encoder for it). */
class EncoderMissing extends Error {}

/** The canvas as a still of `type`: refused where the browser wrote something else (Safari writes a PNG when asked for WebP). */
async function still(canvas: OffscreenCanvas, type: string, quality?: number): Promise<Uint8Array> {
  const blob = await canvas.convertToBlob({ type, quality });
  if (blob.type !== type) throw new EncoderMissing(`this browser writes no ${type}`);
  return new Uint8Array(await blob.arrayBuffer());
}

async function make(start: StickerStart) {
  const rule = stickerRules[start.format];
  const { width, height } = rule;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const mix = new OffscreenCanvas(width, height).getContext('2d')!;
  try {
    const drawn = await drawLoop(ctx, start, (done) => scope.postMessage({ type: 'drawing', done, total: start.gathered.frames }));
    const steps = ladder(start.format, start.gathered);
    /** Each frame of `step`'s loop drawn on the canvas in turn; `each` takes it from there. */
    const frames = async (step: Step, each: (i: number) => Promise<void>) => {
      for (const [i, frame] of loopFrames(step, start.gathered).entries()) {
        await drawStepFrame(ctx, drawn, frame, mix);
        await each(i);
      }
    };
    const pixels = () => ctx.getImageData(0, 0, width, height).data;
    const encode = async (step: Step): Promise<Uint8Array> => {
      switch (rule.encoding) {
        case 'webm': {
          const writer = webmWriter(width, height, step.fps, stickerFitting.webmBitrates[step.quality]!);
          try {
            await frames(step, () => writer.add(pixels()));
            return await writer.finish();
          } finally {
            writer.close();
          }
        }
        case 'apng': {
          const all: Uint8ClampedArray[] = [];
          await frames(step, () => Promise.resolve(void all.push(pixels())));
          return apng(all, width, height, step.fps, stickerFitting.apngColours[step.quality]);
        }
        case 'webp': {
          const stills: Uint8Array[] = [];
          const quality = stickerFitting.webpQualities[step.quality];
          await frames(step, async () => void stills.push(await still(canvas, 'image/webp', quality)));
          return animatedWebp(stills, width, height, 1000 / step.fps);
        }
        case 'webp-still':
        case 'png-still': {
          await drawStepFrame(ctx, drawn, { index: 0, under: null, weight: 0 }, mix);
          return rule.encoding === 'png-still' ? still(canvas, 'image/png') : still(canvas, 'image/webp', stickerFitting.webpQualities[step.quality]);
        }
      }
    };
    const fitted = await fitToCap(
      steps,
      rule.maxBytes,
      async (step) => {
        const bytes = await encode(step);
        return { bytes, size: bytes.byteLength };
      },
      (attempt) => scope.postMessage({ type: 'encoding', attempt, of: steps.length }),
    );
    if (!fitted) return scope.postMessage({ type: 'failed', fault: 'cap', detail: `over ${rule.maxBytes} bytes at every step` });
    const bytes = fitted.file.bytes.slice().buffer;
    scope.postMessage({ type: 'done', bytes, mime: rule.mime, first: steps[0]!, step: fitted.step }, [bytes]);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: 'failed', fault: error instanceof SceneFailed ? 'scene' : 'encoder', detail });
  } finally {
    if (start.source.kind === 'scene') {
      start.source.port.postMessage({ stop: true });
      start.source.port.close();
    } else start.source.sheet.close();
    start.words.close();
  }
}

scope.onmessage = (e) => void make(e.data);
