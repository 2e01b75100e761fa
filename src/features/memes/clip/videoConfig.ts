/**
 * What a clip's video is encoded with, in one place: the writer encodes with it and the page asks
 * the browser about exactly it. Asking about one configuration and encoding another (a Baseline
 * H.264 asked, a High one encoded) tells a browser that has only Baseline that MP4 works, and the
 * clip then fails. mediabunny builds the encoder's configuration from these (the codec string's
 * profile and level from the size, the bit rate from the quality), both when it encodes and when
 * `canEncodeVideo` asks.
 */
import { canEncodeVideo, QUALITY_VERY_HIGH, type VideoCodec } from 'mediabunny';
import type { ClipFormat } from '../../../content/clipRules';
import { memeShapes } from '../../../content/memeChoices';
import { clipSpec, type ClipSpec } from '../lib/clipPlan';

/** The video formats, in the order offered. */
const VIDEO_FORMATS: readonly ClipFormat[] = ['mp4', 'webm'];

/** The codec each is encoded in: H.264 in MP4, VP9 in WebM. */
export const videoCodec = (format: ClipFormat): VideoCodec => (format === 'mp4' ? 'avc' : 'vp9');

/** The encoder's options for `spec`, as the writer encodes and the probe asks. */
export const videoOptions = (spec: ClipSpec) => ({ width: spec.width, height: spec.height, quality: QUALITY_VERY_HIGH, frameRate: spec.fps });

/** Whether this browser encodes `spec`'s video exactly as the writer will. */
export const encodes = (spec: ClipSpec): Promise<boolean> => canEncodeVideo(videoCodec(spec.format), videoOptions(spec)).catch(() => false);

/**
 * The first video format this browser encodes at every shape's size, as the clip will be made;
 * null when none does (the GIF alone). A format refused falls through to the next.
 */
export async function firstVideoFormat(): Promise<ClipFormat | null> {
  if (typeof VideoEncoder !== 'function') return null;
  for (const format of VIDEO_FORMATS) {
    const all = await Promise.all(memeShapes.map((shape) => encodes(clipSpec(format, shape.id))));
    if (all.every(Boolean)) return format;
  }
  return null;
}
