/**
 * The scene's state, for the page's parts that show a still picture in its place: while the scene
 * has drawn ('ready'), the pictures stand aside and need not follow the moment (a picture nobody
 * sees is not downloaded). Written by the scene's loader, mirrored on `html[data-scene]`.
 */
import { createValueStore } from '../lib/listeners';
import type { SceneHealth } from '../scene/protocol';

/** The scene's own report, or 'failed': it could not start (or stopped for good) and the pictures stay. */
export type SceneStatus = SceneHealth | 'failed';

export const sceneStatus = createValueStore<SceneStatus | null>(null);
