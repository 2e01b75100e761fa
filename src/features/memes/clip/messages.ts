/**
 * What the page and a clip's worker say to each other. The page draws what does not move (the
 * ground, and the words in the page's own fonts) once, at the clip's size, and hands them over
 * with where the character comes from: the scene's reel, or a still picture that moves itself.
 * Types only.
 */
import type { PictureArea } from '../draw/compose';
import type { ClipSpec } from '../lib/clipPlan';

export type ClipSource =
  /** The scene's frames, pulled through this port (scene/protocol.ts's ReelPull and ReelFrame). */
  | { kind: 'scene'; port: MessagePort }
  /** A still picture, pushed in slowly while the caption stamps in. */
  | { kind: 'still'; image: ImageBitmap; fit: 'stand' | 'frame'; solid: PictureArea | null };

export interface ClipStart {
  type: 'start';
  spec: ClipSpec;
  /** The backdrop at the clip's size (opaque). */
  ground: ImageBitmap;
  /** The caption and the satire mark at the clip's size, on a transparent ground. */
  words: ImageBitmap;
  source: ClipSource;
}

/** Why a clip stopped: the encoder refused or failed, or the scene's reel did (lost, closed). */
type ClipFault = 'encoder' | 'scene';

export type FromClip =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: ArrayBuffer; mime: string }
  | { type: 'failed'; fault: ClipFault; detail: string };
