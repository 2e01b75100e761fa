/**
 * The clips' numbers, apart from their words (content/clips.ts): the formats, the sizes and rates
 * each is encoded at, the loop's seam and the still pictures' movement. The clip's plan and its
 * worker read them.
 */
export type ClipFormat = 'mp4' | 'webm' | 'gif';

/**
 * The clips: three seconds that loop. Videos at 30 frames a second at the sizes feeds play; the
 * GIF smaller and at 25 (its frame time counts in hundredths of a second, so 4 of them make 25
 * frames a second exactly), which keeps a chat's GIF within a few megabytes.
 */
export const memeClips = {
  seconds: 3,
  video: { fps: 30, square: { width: 720, height: 720 }, wide: { width: 1200, height: 630 } },
  gif: { fps: 25, square: { width: 480, height: 480 }, wide: { width: 800, height: 420 } },
  /** The last frames dissolve into the first ones, so the loop has no seam: this share of the clip. */
  seam: 0.4,
  /** The push-in of a clip made from the still pictures: this much larger at its closest. */
  push: 0.06,
  /** The caption stamps in: this much larger at first, settling over this many seconds. */
  stamp: { scale: 0.05, seconds: 0.6 },
} as const;
