/**
 * A clip's worker: composes each frame and hands it to the encoder, off the page's thread, so
 * the page stays responsive while a clip is made. One worker makes one clip; the page ends it
 * (terminate) when the clip is done, cancelled or left, which frees the encoder and every frame.
 *
 * Type-checked with the page's library (it shares draw/ with the page), so the worker's own
 * scope is named by the little it uses.
 */
import { workerScope } from '../../../lib/workerScope';
import { frameDrawer, SceneFailed, type FrameDrawer } from './frames';
import type { ClipStart, FromClip } from './messages';
import { clipWriter } from './writers';

const scope = workerScope<ClipStart, FromClip>();

async function make(start: ClipStart) {
  const { spec } = start;
  const canvas = new OffscreenCanvas(spec.width, spec.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: spec.format === 'gif', alpha: false })!;
  let frames: FrameDrawer | null = null;
  try {
    const writer = await clipWriter(ctx, spec);
    frames = frameDrawer(ctx, start);
    for (let i = 0; i < spec.frames; i++) {
      await frames.draw(i);
      await writer.add(i);
      scope.postMessage({ type: 'progress', done: i + 1, total: spec.frames });
    }
    const { bytes, mime } = await writer.finish();
    scope.postMessage({ type: 'done', bytes, mime }, [bytes]);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: 'failed', fault: error instanceof SceneFailed ? 'scene' : 'encoder', detail });
  } finally {
    // What the clip holds goes back however it ended: the reel's port told to stop and closed
    // (the scene then draws again at once), the still's bitmap closed, even where the encoder
    // failed before the frames began.
    (frames ?? frameDrawer(ctx, start)).close();
    start.ground.close();
    start.words.close();
  }
}

scope.onmessage = (e) => void make(e.data);
