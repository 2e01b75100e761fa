import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { clips } from '../src/content/clips';
import { expect } from './fixtures';

/** The clip section's parts, by role and name. */
export const clipParts = (page: Page) => ({
  make: page.getByRole('button', { name: clips.make }),
  cancel: page.getByRole('button', { name: clips.cancel }),
  progress: page.getByRole('progressbar', { name: clips.progress }),
  status: page.locator('.meme-clip__status'),
  formats: page.getByRole('group', { name: clips.format, exact: true }),
  format: (name: string) => page.getByRole('group', { name: clips.format, exact: true }).getByRole('radio', { name: new RegExp(name) }),
});

/**
 * Heads for the clip maker, as a visitor does: the browser is asked which video it encodes only
 * then. Waits until the answer shows (a video format offered, or the words that there is none);
 * the first format offered becomes the choice.
 */
export async function headForClips(page: Page) {
  const parts = clipParts(page);
  await parts.make.scrollIntoViewIfNeeded();
  await expect(parts.formats.getByRole('radio', { name: new RegExp(`^(${clips.formats.mp4}|${clips.formats.webm})`) }).or(page.getByText(clips.gifOnly))).toBeVisible();
}

/** Makes the clip in `format` (its label) and waits, on the page's word, until it is ready. */
export async function makeClip(page: Page, format: string, timeout = 60_000) {
  const parts = clipParts(page);
  await headForClips(page);
  await parts.format(format).check();
  await parts.make.click();
  await expect(parts.status).toHaveText(/^Ready: /, { timeout });
}

/** Clicks the clip's download; returns the file's suggested name and bytes, once the page says it is saved. */
export async function downloadClip(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download (MP4|WebM|GIF)/ }).click()]);
  const name = download.suggestedFilename();
  await expect(page.locator('.meme-clip__status')).toHaveText(clips.status.downloaded(name));
  return { name, bytes: await readFile((await download.path())!) };
}

export interface VideoFacts {
  mime: string;
  codec: string | null;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  frames: number;
  /** Each frame's encoded bytes, in order (base64): what identical clips share. */
  packets: string[];
  /** Key frames' indices. */
  keys: number[];
  /** What a decoder needs (its description, base64). */
  config: { codec: string; description: string | null; codedWidth: number; codedHeight: number };
}

/** Reads a video file back with the muxer's own reader (mediabunny's Input), as any player would demux it. */
export async function readVideo(bytes: Buffer): Promise<VideoFacts> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  const track = (await input.getPrimaryVideoTrack())!;
  const decoder = (await track.getDecoderConfig())!;
  const packets: string[] = [];
  const keys: number[] = [];
  for await (const packet of new EncodedPacketSink(track).packets()) {
    if (packet.type === 'key') keys.push(packets.length);
    packets.push(Buffer.from(packet.data).toString('base64'));
  }
  const d = decoder.description;
  const description = d ? Buffer.from(ArrayBuffer.isView(d) ? new Uint8Array(d.buffer, d.byteOffset, d.byteLength) : new Uint8Array(d)).toString('base64') : null;
  return {
    mime: await input.getMimeType(),
    codec: track.codec,
    width: track.displayWidth,
    height: track.displayHeight,
    duration: await input.computeDuration(),
    frames: packets.length,
    packets,
    keys,
    config: { codec: decoder.codec, description, codedWidth: track.codedWidth, codedHeight: track.codedHeight },
  };
}

/** Decodes the video's frames `wanted` in the page (WebCodecs, as a browser plays it) and returns each as a PNG. */
export async function videoFrames(page: Page, video: VideoFacts, wanted: number[]): Promise<Buffer[]> {
  const pngs = await page.evaluate(
    async ({ packets, config, wanted }) => {
      const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const out = new Map<number, string>();
      const pending: Promise<void>[] = [];
      let n = 0;
      const decoder = new VideoDecoder({
        output: (frame) => {
          const i = n++;
          if (!wanted.includes(i)) return frame.close();
          const canvas = new OffscreenCanvas(frame.displayWidth, frame.displayHeight);
          canvas.getContext('2d')!.drawImage(frame, 0, 0);
          frame.close();
          pending.push(
            canvas
              .convertToBlob({ type: 'image/png' })
              .then((blob) => blob.arrayBuffer())
              .then((buffer) => void out.set(i, btoa(Array.from(new Uint8Array(buffer), (c) => String.fromCharCode(c)).join('')))),
          );
        },
        error: (e) => {
          throw e;
        },
      });
      decoder.configure({ codec: config.codec, codedWidth: config.codedWidth, codedHeight: config.codedHeight, ...(config.description ? { description: bytes(config.description) } : {}) });
      packets.forEach((data, i) => decoder.decode(new EncodedVideoChunk({ type: i === 0 ? 'key' : 'delta', timestamp: i * 33_333, data: bytes(data) })));
      await decoder.flush();
      decoder.close();
      await Promise.all(pending);
      return wanted.map((i) => out.get(i)!);
    },
    { packets: video.packets, config: video.config, wanted },
  );
  return pngs.map((b64) => Buffer.from(b64, 'base64'));
}

export interface GifFacts {
  width: number;
  height: number;
  frames: number;
  /** How many times it plays again: Infinity for ever. */
  repetitions: number;
  /** Frames `wanted`, as PNGs. */
  pngs: Buffer[];
}

/** Decodes a GIF in the page with the browser's own image decoder. */
/**
 * Each frame's delay, in hundredths of a second, read from the GIF's own blocks (its graphic
 * control extensions, one before each image), walking the file as a decoder does.
 */
export function gifDelays(gif: Buffer): number[] {
  const delays: number[] = [];
  const table = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let at = 13 + table(gif[10]!); // the header and the screen descriptor, then the global colours
  const skipSubBlocks = () => {
    while (gif[at]! !== 0) at += gif[at]! + 1;
    at++;
  };
  let pending: number | null = null;
  while (at < gif.length && gif[at] !== 0x3b) {
    if (gif[at] === 0x21) {
      if (gif[at + 1] === 0xf9) pending = gif.readUInt16LE(at + 4);
      at += 2;
      skipSubBlocks();
    } else if (gif[at] === 0x2c) {
      delays.push(pending ?? 0);
      pending = null;
      at += 10 + table(gif[at + 9]!) + 1; // the image descriptor, its own colours, the LZW code size
      skipSubBlocks();
    } else throw new Error(`gifDelays: unexpected byte ${gif[at]} at ${at}`);
  }
  return delays;
}

export async function readGif(page: Page, bytes: Buffer, wanted: number[]): Promise<GifFacts> {
  const facts = await page.evaluate(
    async ({ b64, wanted }) => {
      const decoder = new ImageDecoder({ data: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)), type: 'image/gif' });
      await decoder.tracks.ready;
      await decoder.completed;
      const track = decoder.tracks.selectedTrack!;
      const pngs: string[] = [];
      let width = 0;
      let height = 0;
      for (const frameIndex of wanted) {
        const { image } = await decoder.decode({ frameIndex });
        [width, height] = [image.displayWidth, image.displayHeight];
        const canvas = new OffscreenCanvas(width, height);
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        image.close();
        const buffer = await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
        pngs.push(btoa(Array.from(new Uint8Array(buffer), (c) => String.fromCharCode(c)).join('')));
      }
      return { width, height, frames: track.frameCount, repetitions: track.repetitionCount, pngs };
    },
    { b64: bytes.toString('base64'), wanted },
  );
  return { ...facts, pngs: facts.pngs.map((b64) => Buffer.from(b64, 'base64')) };
}

/**
 * How far apart two frames look at a glance: both seen 64 pixels wide (so an encoder's loss of
 * the finest lines does not count, a figure or a frame that moved does), the mean difference of
 * their pixels, 0 to 255.
 */
export function glanceDiff(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b }) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const h = Math.round((64 * bitmap.height) / bitmap.width);
        const ctx = new OffscreenCanvas(64, h).getContext('2d')!;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(bitmap, 0, 0, 64, h);
        return ctx.getImageData(0, 0, 64, h).data;
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      let sum = 0;
      for (let i = 0; i < pa.length; i += 4) sum += (Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!)) / 3;
      return sum / (pa.length / 4);
    },
    { a: a.toString('base64'), b: b.toString('base64') },
  );
}
