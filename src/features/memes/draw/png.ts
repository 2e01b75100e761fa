import type { FromPngWorker, ToPngWorker } from './pngMessages';

/*
 * Pictures become PNG files in a worker. On the page's thread Chromium encodes `toBlob` (and
 * `convertToBlob`) only in idle time: with no idle moment it starts after a second on a desktop
 * and four on Android, and an encode that idle time cannot finish is forced seconds later; a
 * static page with nothing drawing can wait that long too. In a worker it encodes at once.
 * One worker serves the visit (each file costs a message, not a start). Where it cannot be had
 * (a browser without OffscreenCanvas in workers, its file not loaded after a deploy or offline),
 * the page's canvas encodes as before.
 */
type Pending = { resolve: (png: Blob) => void; reject: (error: Error) => void };

/** A 1200 × 630 PNG takes the worker well under a second here; ten is a stall, not a slow machine. */
const WORKER_WAIT_MS = 10_000;

let worker: Worker | null = null;
let broken = false;
let next = 0;
const pending = new Map<number, Pending>();

function giveUp(reason: string) {
  broken = true;
  worker?.terminate();
  worker = null;
  for (const { reject } of pending.values()) reject(new Error(reason));
  pending.clear();
}

function encoder(): Worker | null {
  if (worker || broken) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    worker = new Worker(new URL('./pngWorker.ts', import.meta.url), { type: 'module', name: 'png' });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = ({ data }: MessageEvent<FromPngWorker>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if ('png' in data) waiting?.resolve(data.png);
    else waiting?.reject(new Error(data.failed));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    giveUp('the PNG worker did not start');
  };
  return worker;
}

const onPage = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png'));

/** The picture on `canvas` as a PNG file: from the worker, or from the canvas itself where the worker cannot help. */
export async function pngFile(canvas: HTMLCanvasElement): Promise<Blob> {
  const to = encoder();
  if (!to) return onPage(canvas);
  const pixels = await createImageBitmap(canvas);
  try {
    return await new Promise<Blob>((resolve, reject) => {
      const id = next++;
      // A worker that never answers (stalled, or its encoder hung) must not hold the file: the page encodes it.
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`no answer in ${WORKER_WAIT_MS} ms`));
      }, WORKER_WAIT_MS);
      const settled = <T>(then: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        then(value);
      };
      pending.set(id, { resolve: settled(resolve), reject: settled(reject) });
      const message: ToPngWorker = { id, pixels };
      to.postMessage(message, [pixels]);
    });
  } catch (error) {
    // Never a visitor without a file: the page encodes it after all.
    console.warn('PNG worker:', error instanceof Error ? error.message : error);
    return onPage(canvas);
  }
}
