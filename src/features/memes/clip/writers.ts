/**
 * The clip's file, written frame by frame from its canvas as each is drawn, so no frame is held
 * once encoded. Video through WebCodecs' encoder and mediabunny's muxer (MP4 with H.264, WebM with
 * VP9); a GIF through gifenc, with one palette for the whole clip, taken from its first frame
 * (the ground, the character and the words are all in it), so colours never flicker between frames.
 */
import { applyPalette, GIFEncoder, quantize, type Palette } from 'gifenc';
import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, WebMOutputFormat } from 'mediabunny';
import type { ClipSpec } from '../lib/clipPlan';
import { encodes, videoCodec, videoOptions } from './videoConfig';

export interface ClipWriter {
  /** Adds what the canvas shows now as frame `i`; resolves once the encoder can take another. */
  add(i: number): Promise<void>;
  /** The whole file. */
  finish(): Promise<{ bytes: ArrayBuffer; mime: string }>;
}

/** The encoder cannot make this clip here (no such codec, or none at this size). */
class EncoderMissing extends Error {}

async function videoWriter(canvas: OffscreenCanvas, spec: ClipSpec): Promise<ClipWriter> {
  const codec = videoCodec(spec.format);
  if (typeof VideoEncoder !== 'function' || !(await encodes(spec))) {
    throw new EncoderMissing(`no ${codec} encoder for ${spec.width}×${spec.height}`);
  }
  const target = new BufferTarget();
  const output = new Output({ format: spec.format === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(), target });
  // One key frame for the whole clip: three seconds that loop need no seeking.
  const source = new CanvasSource(canvas, { codec, quality: videoOptions(spec).quality, keyFrameInterval: spec.frames / spec.fps });
  output.addVideoTrack(source, { frameRate: spec.fps });
  await output.start();
  return {
    add: (i) => source.add(i / spec.fps, 1 / spec.fps),
    async finish() {
      await output.finalize();
      return { bytes: target.buffer!, mime: output.format.mimeType };
    },
  };
}

function gifWriter(ctx: OffscreenCanvasRenderingContext2D, spec: ClipSpec): ClipWriter {
  const gif = GIFEncoder({ initialCapacity: spec.width * spec.height * 4 });
  let palette: Palette | null = null;
  return {
    add() {
      const { data } = ctx.getImageData(0, 0, spec.width, spec.height);
      const first = palette === null;
      palette ??= quantize(data, 256);
      // Repeat 0: the GIF loops for ever.
      gif.writeFrame(applyPalette(data, palette), spec.width, spec.height, { palette: first ? palette : undefined, delay: 1000 / spec.fps, repeat: 0 });
      return Promise.resolve();
    },
    finish() {
      gif.finish();
      const bytes = gif.bytes();
      return Promise.resolve({ bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, mime: 'image/gif' });
    },
  };
}

/** The writer for `spec`'s format, reading `ctx`'s canvas (made with willReadFrequently for a GIF, whose frames are read back). */
export const clipWriter = (ctx: OffscreenCanvasRenderingContext2D, spec: ClipSpec): Promise<ClipWriter> =>
  spec.format === 'gif' ? Promise.resolve(gifWriter(ctx, spec)) : videoWriter(ctx.canvas, spec);
