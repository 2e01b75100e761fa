import type { PortraitAsk } from '../../../bridge/portrait';

/** The page asks the scene's worker for a portrait (bridge/portrait.ts); `id` pairs the answer with the ask. */
export interface PortraitRequest extends PortraitAsk {
  type: 'portrait';
  id: number;
}

/** The worker's answer: the PNG, or null and why not (no reason when a newer ask superseded it). */
export interface PortraitAnswer {
  type: 'portrait';
  id: number;
  png: Blob | null;
  reason: string | null;
  /** Not drawn: the page asked for another picture meanwhile, and only the latest is drawn. */
  superseded: boolean;
}
