/**
 * A Telegram video sticker: VP9 in WebM with its transparency, as Telegram plays it. WebCodecs'
 * VP9 encoders keep no alpha, so the colour and the transparency are encoded as two videos, the
 * transparency as the second's brightness, and mediabunny's WebM muxer writes each frame's
 * transparency beside its colour (a BlockAddition, the track's AlphaMode set): the layout
 * Chromium, Firefox and Telegram decode.
 *
 * Our own two encoders rather than mediabunny's `alpha: 'keep'`, which splits colour from
 * transparency in a worker it makes from a blob: URL, and the pages' content policy starts no
 * worker from a blob. This file already runs in the sticker's worker, so the split is done here.
 */
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Output, WebMOutputFormat } from 'mediabunny';
import { bleedColour } from './bleed';
import { vp9Config as config } from './probe';

/**
 * The transparency is encoded at a fixed, fine quantizer rather than a bit rate. At a bit rate
 * (or a coarser quantizer, 24 and up) the clear ground came back an alpha of 1 to 3 along the
 * top rows, which VP9 predicts from a grey edge above the picture, and beside edges near the
 * border; at 10, with the sticker's margin (stickers/frames.ts), it comes back exactly clear.
 * Lossless cost as much again.
 */
const ALPHA_QUANTIZER = 10;

/** One VP9 encoder, its chunks kept in order; with `quantizer`, each frame at that quantizer. */
function encoder(cfg: VideoEncoderConfig, quantizer?: number) {
  const chunks: { chunk: EncodedVideoChunk; meta: EncodedVideoChunkMetadata | undefined }[] = [];
  let failure: Error | null = null;
  const codec = new VideoEncoder({ output: (chunk, meta) => chunks.push({ chunk, meta }), error: (e) => void (failure ??= e) });
  codec.configure(cfg);
  return {
    chunks,
    encode(frame: VideoFrame, keyFrame: boolean) {
      if (failure) throw failure;
      try {
        codec.encode(frame, quantizer === undefined ? { keyFrame } : { keyFrame, vp9: { quantizer } });
      } finally {
        frame.close();
      }
    },
    /** Resolves once the encoder has room for more (it holds a few frames at most). */
    async room() {
      while (codec.encodeQueueSize > 2 && !failure) await new Promise((r) => setTimeout(r, 1));
      if (failure) throw failure;
    },
    async finish() {
      await codec.flush();
      codec.close();
      if (failure) throw failure;
    },
    close: () => codec.state !== 'closed' && codec.close(),
  };
}

export interface WebmWriter {
  /** Adds a frame: straight RGBA, width × height (its colour under transparent pixels is changed). */
  add(rgba: Uint8ClampedArray): Promise<void>;
  finish(): Promise<Uint8Array>;
  close(): void;
}

export function webmWriter(width: number, height: number, fps: number, bitrate: number): WebmWriter {
  const colour = encoder(config(width, height, fps, bitrate));
  const alpha = encoder({ ...config(width, height, fps, bitrate), bitrateMode: 'quantizer' }, ALPHA_QUANTIZER);
  // The transparency as an I420 picture: its brightness the alpha, its colour planes neutral.
  const planes = new Uint8Array(width * height + 2 * Math.ceil(width / 2) * Math.ceil(height / 2)).fill(128);
  let i = 0;
  return {
    async add(rgba) {
      const timestamp = Math.round((i * 1e6) / fps);
      const duration = Math.round(1e6 / fps);
      for (let p = 0; p < width * height; p++) planes[p] = rgba[p * 4 + 3]!;
      bleedColour(rgba, width, height);
      const key = i === 0;
      colour.encode(new VideoFrame(rgba, { format: 'RGBX', codedWidth: width, codedHeight: height, timestamp, duration }), key);
      alpha.encode(new VideoFrame(planes, { format: 'I420', codedWidth: width, codedHeight: height, timestamp, duration }), key);
      i++;
      await Promise.all([colour.room(), alpha.room()]);
    },
    async finish() {
      await Promise.all([colour.finish(), alpha.finish()]);
      if (colour.chunks.length !== alpha.chunks.length) throw new Error('the colour and the transparency came out in different numbers of frames');
      const target = new BufferTarget();
      const output = new Output({ format: new WebMOutputFormat(), target });
      const source = new EncodedVideoPacketSource('vp9');
      output.addVideoTrack(source, { frameRate: fps, canBeTransparent: true });
      await output.start();
      for (const [k, { chunk, meta }] of colour.chunks.entries()) {
        const see = alpha.chunks[k]!.chunk;
        // A transparency frame is decoded with the colour's: a key frame beside a key frame.
        if (see.type !== chunk.type) throw new Error(`frame ${k}: a ${chunk.type} colour frame beside a ${see.type} transparency frame`);
        const bytes = new Uint8Array(see.byteLength);
        see.copyTo(bytes);
        await source.add(EncodedPacket.fromEncodedChunk(chunk, { alpha: bytes }), k === 0 ? meta : undefined);
      }
      await output.finalize();
      return new Uint8Array(target.buffer!);
    },
    close() {
      colour.close();
      alpha.close();
    },
  };
}
