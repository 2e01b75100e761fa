// gifenc ships JavaScript only: the part of its API the clips use.
declare module 'gifenc' {
  export type Palette = number[][];
  export interface GifFrameOptions {
    palette?: Palette;
    /** Milliseconds; written in hundredths of a second. */
    delay?: number;
    /** -1: once, 0: for ever, n: n more times. */
    repeat?: number;
  }
  export interface GifEncoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  export function GIFEncoder(options?: { initialCapacity?: number }): GifEncoder;
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: { format?: 'rgb565' | 'rgb444' | 'rgba4444' }): Palette;
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: 'rgb565' | 'rgb444' | 'rgba4444'): Uint8Array;
}
