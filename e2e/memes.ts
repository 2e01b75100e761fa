import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { memePreviewWords } from '../src/content/memePreview';
import { memeShare } from '../src/content/memeShare';
import { expect } from './fixtures';

/** The preview: the canvas that is the meme, named by its description. */
export const preview = (page: Page) => page.locator('.meme-preview canvas');

/** Waits until the preview shows its character from `source` (the scene's portrait, or a still picture). */
export async function pictureFrom(page: Page, source: 'scene' | 'poster', timeout = 30_000) {
  await expect(preview(page)).toHaveAttribute('data-source', source, { timeout });
  await expect(page.locator('.meme-preview__source')).toHaveText(source === 'scene' ? memePreviewWords.scene : memePreviewWords.posters, { timeout });
}

/** Clicks Download PNG; returns the file's suggested name and bytes, once the page says it is saved. */
export async function downloadPng(page: Page): Promise<{ name: string; png: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: memeShare.actions.download }).click()]);
  const name = download.suggestedFilename();
  await expect(page.getByRole('status').filter({ hasText: memeShare.status.downloaded(name) })).toBeVisible();
  return { name, png: await readFile((await download.path())!) };
}

export interface PngFacts {
  width: number;
  height: number;
  /** Distinct colours among a grid of samples: a blank or one-colour picture has one or two. */
  colours: number;
}

/** Decodes a PNG in the page, as a browser would show it. */
export function pngFacts(page: Page, png: Buffer): Promise<PngFacts> {
  return page.evaluate(async (base64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const colours = new Set<number>();
    for (let y = 0; y < bitmap.height; y += 9) {
      for (let x = 0; x < bitmap.width; x += 9) {
        const i = (y * bitmap.width + x) * 4;
        colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      }
    }
    return { width: bitmap.width, height: bitmap.height, colours: colours.size };
  }, png.toString('base64'));
}

/** The share of pixels that differ (by more than a rounding) between two PNGs of one size, within a band of rows (shares of the height). */
export function bandDiff(page: Page, a: Buffer, b: Buffer, band: [number, number]): Promise<number> {
  return page.evaluate(
    async ({ a, b, band }) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        const top = Math.floor(bitmap.height * band[0]);
        return ctx.getImageData(0, top, bitmap.width, Math.floor(bitmap.height * band[1]) - top).data;
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      let differ = 0;
      for (let i = 0; i < pa.length; i += 4) {
        if (Math.abs(pa[i]! - pb[i]!) + Math.abs(pa[i + 1]! - pb[i + 1]!) + Math.abs(pa[i + 2]! - pb[i + 2]!) > 12) differ++;
      }
      return differ / (pa.length / 4);
    },
    { a: a.toString('base64'), b: b.toString('base64'), band },
  );
}

/**
 * Where a picture's near-white ink sits across its width, within a band of rows (shares of the
 * height): the mean column of its white pixels, as a share of the width; null when there is none.
 * The captions are white; on the law's navy banner nothing else is.
 */
export function inkCentre(page: Page, png: Buffer, band: [number, number]): Promise<number | null> {
  return page.evaluate(
    async ({ base64, band }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const top = Math.floor(bitmap.height * band[0]);
      const data = ctx.getImageData(0, top, bitmap.width, Math.floor(bitmap.height * band[1]) - top).data;
      let sum = 0;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i]! < 225 || data[i + 1]! < 225 || data[i + 2]! < 225) continue;
        sum += ((i / 4) % bitmap.width) / bitmap.width;
        count++;
      }
      return count === 0 ? null : sum / count;
    },
    { base64: png.toString('base64'), band },
  );
}

/**
 * A phone's share sheet, as a test's stand-in: it takes files, and (as Chromium and WebKit do)
 * refuses with NotAllowedError once the tap's transient activation has run out. The activation is
 * the stand-in's own (five seconds from the visitor's last press, on the page's clock), so the
 * test's clock can let it run out; the browser's would be renewed by every step of the test's.
 * What the sheet was handed is kept in `window.__shared`; read it with `sharedFiles`.
 */
export async function stubShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number }[][] = [];
    const words: (string | null)[] = [];
    let pressed = Number.NEGATIVE_INFINITY;
    const press = (e: Event) => e.isTrusted && (pressed = performance.now());
    for (const type of ['pointerdown', 'pointerup', 'keydown']) window.addEventListener(type, press, { capture: true });
    const activation = {
      get isActive() {
        return performance.now() - pressed < 5000;
      },
      get hasBeenActive() {
        return pressed > Number.NEGATIVE_INFINITY;
      },
    };
    Object.assign(window, { __shared: shared, __sharedWords: words });
    Object.defineProperty(navigator, 'userActivation', { value: activation });
    Object.assign(navigator, {
      canShare: (data: ShareData) => Array.isArray(data.files),
      share: async (data: ShareData) => {
        if (!navigator.userActivation.isActive) throw new DOMException('Must be handling a user gesture to show a share dialog.', 'NotAllowedError');
        shared.push((data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })));
        words.push([data.title, data.text, data.url].filter(Boolean).join(' ') || null);
      },
    });
  });
}

/** Holds the character's still picture back, as a slow network (or the scene still posing) would; returns its release. */
export async function holdStill(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/hero-column.webp', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The words handed with each share (title, text, address), null where there were none. */
export const sharedWords = (page: Page) => page.evaluate(() => (window as unknown as { __sharedWords: (string | null)[] }).__sharedWords);

export const sharedFiles = (page: Page) => page.evaluate(() => (window as unknown as { __shared: { name: string; type: string; size: number }[][] }).__shared);

/**
 * Counts every object URL the page makes and gives back (from its first script on); `strayUrls`
 * then lists those still held that nothing on the page shows.
 */
export async function trackObjectUrls(page: Page) {
  await page.addInitScript(() => {
    const live = new Set<string>();
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      live.add(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      live.delete(url);
      revokeObjectURL(url);
    };
    Object.assign(window, { __objectUrls: live });
  });
}

/**
 * Keeps every ImageBitmap the page makes, so `openBitmaps` can count those still holding pixels
 * (one closed, or handed to a worker, is 0 wide).
 */
export async function trackBitmaps(page: Page) {
  await page.addInitScript(() => {
    const made: ImageBitmap[] = [];
    const create = window.createImageBitmap.bind(window) as (...args: unknown[]) => Promise<ImageBitmap>;
    window.createImageBitmap = ((...args: unknown[]) => create(...args).then((bitmap) => (made.push(bitmap), bitmap))) as typeof window.createImageBitmap;
    Object.assign(window, { __bitmaps: made });
  });
}

/** The page's ImageBitmaps still open: neither closed nor handed over. */
export const openBitmaps = (page: Page) => page.evaluate(() => (window as unknown as { __bitmaps: ImageBitmap[] }).__bitmaps.filter((b) => b.width > 0).length);

export const strayUrls = (page: Page) =>
  page.evaluate(() => {
    const shown = new Set(Array.from(document.querySelectorAll<HTMLElement>('[src], [href]'), (el) => el.getAttribute('src') ?? el.getAttribute('href')));
    return [...(window as unknown as { __objectUrls: Set<string> }).__objectUrls].filter((url) => !shown.has(url));
  });

/** The page's JS heap in use after a full garbage collection (bytes). */
export async function heapAfterGc(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}
