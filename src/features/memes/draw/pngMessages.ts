/** What the page asks of the PNG worker: one picture's pixels, handed over (transferred). */
export interface ToPngWorker {
  id: number;
  pixels: ImageBitmap;
}

/** Its answer: the file, or why there is none. */
export type FromPngWorker = { id: number; png: Blob } | { id: number; failed: string };
