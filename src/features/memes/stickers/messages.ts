/**
 * What the page and a sticker's worker say to each other. The page draws the words (in its own
 * fonts) once at the sticker's size and hands them over with where the character comes from:
 * the live 3D stage's reel, or a sheet of cut-out frames. Types only.
 */
import type { StickerFormat } from '../../../content/stickerRules';
import type { Gathered, Step } from './plan';

export type StickerSource =
  /** The scene's frames of the character alone, pulled through this port (bridge/portrait.ts's reel). */
  | { kind: 'scene'; port: MessagePort }
  /** Cut-out frames drawn in advance: `frames` squares of `size` px, `columns` to a row. */
  | { kind: 'cutOuts'; sheet: ImageBitmap; size: number; columns: number; frames: number };

export interface StickerStart {
  type: 'start';
  format: StickerFormat;
  /** The loop to draw (frames at a rate), and the seam the scene's reel dissolves (its last frames). */
  gathered: Gathered;
  /** The caption and the satire mark at the sticker's size, on a transparent ground. */
  words: ImageBitmap;
  source: StickerSource;
}

/** Why a sticker stopped: the encoder refused or failed, the scene's reel did, or no step fitted the cap. */
export type StickerFault = 'encoder' | 'scene' | 'cap';

export type FromSticker =
  | { type: 'drawing'; done: number; total: number }
  | { type: 'encoding'; attempt: number; of: number }
  | { type: 'done'; bytes: ArrayBuffer; mime: string; first: Step; step: Step }
  | { type: 'failed'; fault: StickerFault; detail: string };
