/**
 * Where a clip's character comes from, with what goes over to the clip's worker for it: the
 * scene's frames through a port of their own (bridge/portrait's reel), or the still picture.
 */
import type { ReelMaker } from '../../../bridge/portrait';
import type { PortraitAsk } from '../../../scene/protocol';
import type { ClipSource } from '../clip/messages';
import type { Picture } from '../draw/compose';
import type { ClipSpec } from '../lib/clipPlan';

/** The live 3D stage draws the character: its reel pulls through the port the worker is given. */
export function sceneSource(reel: ReelMaker, pose: Pick<PortraitAsk, 'moment' | 'minister'>, spec: ClipSpec, stop: AbortSignal, failed: () => void): [ClipSource, Transferable] {
  const { port1, port2 } = new MessageChannel();
  const ask = { ...pose, width: spec.width, height: spec.height, fps: spec.fps, frames: spec.frames, seam: spec.seam };
  // A reel that could not start (the stage not ready, lost, closed) says so only here.
  void reel(ask, port1, stop).then((reason) => {
    if (reason && reason !== 'stopped') {
      console.warn('The 3D stage could not draw the clip:', reason);
      failed();
    }
  });
  return [{ kind: 'scene', port: port2 }, port2];
}

/** The clip's own bitmap (the preview keeps its picture), handed over to the worker. */
export const stillSource = (picture: Picture): [ClipSource, Transferable] => [{ kind: 'still', image: picture.image, fit: picture.fit, solid: picture.solid }, picture.image];
