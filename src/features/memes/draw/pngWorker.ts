/**
 * Encodes pictures as PNG files, off the page's thread: the page draws each picture (in its own
 * fonts) and hands over its pixels; this answers with the file. In a worker the browser encodes
 * at once, where on the page's thread it waits for idle time (see png.ts).
 */
import { workerScope } from '../../../lib/workerScope';
import type { FromPngWorker, ToPngWorker } from './pngMessages';

const scope = workerScope<ToPngWorker, FromPngWorker>();

scope.onmessage = async ({ data: { id, pixels } }) => {
  try {
    const canvas = new OffscreenCanvas(pixels.width, pixels.height);
    canvas.getContext('2d')!.drawImage(pixels, 0, 0);
    pixels.close();
    scope.postMessage({ id, png: await canvas.convertToBlob({ type: 'image/png' }) });
  } catch (error) {
    scope.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
  }
};
