import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { stickerRules, type StickerFormat, type StickerPlatform } from '../src/content/stickerRules';
import { stickers } from '../src/content/stickers';
import { expect } from './fixtures';
import { pictureFrom } from './memes';

/** The sticker part's controls, by role and name. */
export const stickerParts = (page: Page) => {
  const region = page.getByRole('region', { name: stickers.heading });
  return {
    region,
    platform: (p: StickerPlatform) => region.getByRole('group', { name: stickers.platform }).getByRole('radio', { name: new RegExp(`^${stickers.platforms[p]}(?!,)`) }),
    pose: (label: string) => region.getByRole('group', { name: stickers.pose }).getByRole('radio', { name: label }),
    make: region.getByRole('button', { name: stickers.make }),
    cancel: region.getByRole('button', { name: stickers.cancel }),
    progress: region.getByRole('progressbar', { name: stickers.progress }),
    pack: region.getByRole('button', { name: stickers.pack.make }),
    status: region.locator('.meme-sticker__status'),
    preview: region.locator('.meme-sticker__preview'),
  };
};

/** Opens /memes in lite mode (or `path`) and heads for the stickers once its picture is drawn. */
export async function openStickers(page: Page, path = '/memes?mode=lite') {
  await page.goto(path);
  await pictureFrom(page, 'poster');
  await headForStickers(page);
}

/** Heads for the stickers as a visitor does (the browser is asked what it makes only then), and waits for the answer. */
async function headForStickers(page: Page) {
  const parts = stickerParts(page);
  await parts.make.scrollIntoViewIfNeeded();
  await expect(parts.platform('discord')).toBeVisible();
  await expect(parts.make).toBeEnabled();
}

/** Makes the sticker for `platform` and waits, on the page's word, until it is ready. */
export async function makeSticker(page: Page, platform: StickerPlatform, timeout = 60_000) {
  const parts = stickerParts(page);
  await headForStickers(page);
  await parts.platform(platform).check();
  await parts.make.click();
  await expect(parts.status).toHaveText(/^Ready: /, { timeout });
}

/** Clicks the sticker's download; its suggested name and bytes, once the page says it is saved. */
export async function downloadSticker(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const parts = stickerParts(page);
  const [download] = await Promise.all([page.waitForEvent('download'), parts.region.getByRole('button', { name: /^Download / }).click()]);
  const name = download.suggestedFilename();
  await expect(parts.status).toHaveText(stickers.status.downloaded(name));
  const bytes = readFileSync((await download.path())!);
  // STICKER_DIR=folder keeps each file made, to look at (npx playwright test stickers).
  if (process.env.STICKER_DIR) writeFileSync(join(process.env.STICKER_DIR, name), bytes);
  return { name, bytes };
}

/** Runs `tool` on the bytes as a file of its own (ffprobe, ffmpeg), and gives back its standard output. */
function onFile(bytes: Buffer, extension: string, run: (file: string) => Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'sticker-'));
  try {
    const file = join(dir, `sticker.${extension}`);
    writeFileSync(file, bytes);
    return run(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface WebmFacts {
  streams: number;
  codec: string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  frames: number;
  alphaMode: string | undefined;
}

/** The WebM as ffprobe reads it: its streams, codec, size, length, rate, frames counted, and the alpha mode the muxer wrote. */
export function probeWebm(bytes: Buffer): WebmFacts {
  const json = onFile(bytes, 'webm', (file) => execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-show_streams', '-show_format', '-of', 'json', file]));
  const { streams, format } = JSON.parse(json.toString()) as {
    streams: { codec_name: string; width: number; height: number; r_frame_rate: string; nb_read_frames: string; tags?: Record<string, string> }[];
    format: { duration: string };
  };
  const [video] = streams;
  const [n, d] = video!.r_frame_rate.split('/').map(Number);
  const tags = Object.fromEntries(Object.entries(video!.tags ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  return { streams: streams.length, codec: video!.codec_name, width: video!.width, height: video!.height, seconds: Number(format.duration), fps: n! / d!, frames: Number(video!.nb_read_frames), alphaMode: tags.alpha_mode };
}

/** The WebM's first frame with its transparency, decoded by libvpx as a player does (RGBA rows). */
export function webmFirstFrame(bytes: Buffer, width: number, height: number): Uint8Array {
  const raw = onFile(bytes, 'webm', (file) => execFileSync('ffmpeg', ['-v', 'error', '-c:v', 'libvpx-vp9', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], { maxBuffer: 16 << 20 }));
  expect(raw.length).toBe(width * height * 4);
  return new Uint8Array(raw);
}

export interface PngChunkFacts {
  width: number;
  height: number;
  colourType: number;
  frames: number;
  plays: number;
  seconds: number;
  chunks: string[];
}

/** An (A)PNG's chunks, as a reader walks them: its size, frames, plays and length. */
export function apngFacts(bytes: Buffer): PngChunkFacts {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const facts: PngChunkFacts = { width: 0, height: 0, colourType: -1, frames: 1, plays: -1, seconds: 0, chunks: [] };
  for (let at = 8; at < bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    facts.chunks.push(type);
    if (type === 'IHDR') Object.assign(facts, { width: data.readUInt32BE(0), height: data.readUInt32BE(4), colourType: data[9] });
    if (type === 'acTL') Object.assign(facts, { frames: data.readUInt32BE(0), plays: data.readUInt32BE(4) });
    if (type === 'fcTL') facts.seconds += data.readUInt16BE(20) / (data.readUInt16BE(22) || 100);
    at += 12 + length;
  }
  return facts;
}

export interface WebpFacts {
  chunks: string[];
  width: number;
  height: number;
  animated: boolean;
  alpha: boolean;
  frames: number;
  seconds: number;
  loops: number | null;
}

/** A WebP's RIFF header and chunks: its canvas, its VP8X flags, its frames and their durations. */
export function webpFacts(bytes: Buffer): WebpFacts {
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  const u24 = (b: Buffer, at: number) => b.readUIntLE(at, 3);
  const facts: WebpFacts = { chunks: [], width: 0, height: 0, animated: false, alpha: false, frames: 0, seconds: 0, loops: null };
  for (let at = 12; at < bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const data = bytes.subarray(at + 8, at + 8 + size);
    facts.chunks.push(id);
    if (id === 'VP8X') Object.assign(facts, { animated: (data[0]! & 0x02) !== 0, alpha: (data[0]! & 0x10) !== 0, width: u24(data, 4) + 1, height: u24(data, 7) + 1 });
    if (id === 'ANIM') facts.loops = data.readUInt16LE(4);
    if (id === 'ANMF') {
      facts.frames++;
      facts.seconds += u24(data, 12) / 1000;
    }
    at += 8 + size + (size % 2);
  }
  if (!facts.animated) facts.frames = 1;
  return facts;
}

/**
 * What a chat shows of a picture's first frame, decoded by the page's browser: whether every
 * pixel of its border is fully transparent, and how opaque its middle is.
 */
export async function edgesAndMiddle(page: Page, bytes: Buffer | Uint8Array, type: string, size?: { width: number; height: number }) {
  return page.evaluate(
    async ({ b64, type, size }) => {
      const raw = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      let data: Uint8ClampedArray;
      let width: number;
      let height: number;
      if (size) {
        ({ width, height } = size);
        data = new Uint8ClampedArray(raw.buffer);
      } else {
        const bitmap = await createImageBitmap(new Blob([raw], { type }), { premultiplyAlpha: 'none' });
        ({ width, height } = bitmap);
        const ctx = new OffscreenCanvas(width, height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        data = ctx.getImageData(0, 0, width, height).data;
      }
      let edge = 0;
      for (let x = 0; x < width; x++) for (const y of [0, height - 1]) edge = Math.max(edge, data[(y * width + x) * 4 + 3]!);
      for (let y = 0; y < height; y++) for (const x of [0, width - 1]) edge = Math.max(edge, data[(y * width + x) * 4 + 3]!);
      let middle = 0;
      for (let y = height / 2 - 8; y < height / 2 + 8; y++) for (let x = width / 2 - 8; x < width / 2 + 8; x++) middle = Math.max(middle, data[(y * width + x) * 4 + 3]!);
      return { edge, middle, width, height };
    },
    { b64: Buffer.from(bytes).toString('base64'), type, size },
  );
}

/**
 * A picture sticker held to its platform's rule: a moving one plays more than one frame, within
 * the longest loop; the file within the cap; its first frame the rule's size, clear at the border
 * and opaque in the middle.
 */
export async function expectWithinRule(page: Page, format: StickerFormat, bytes: Buffer, played: { frames: number; seconds: number }) {
  const rule = stickerRules[format];
  if (rule.maxSeconds > 0) {
    expect(played.frames).toBeGreaterThan(1);
    expect(played.seconds).toBeLessThanOrEqual(rule.maxSeconds);
  }
  expect(bytes.length).toBeLessThanOrEqual(rule.maxBytes);
  expect(await edgesAndMiddle(page, bytes, rule.mime)).toEqual({ edge: 0, middle: 255, width: rule.width, height: rule.height });
}
