/**
 * The stickers' rules and numbers, apart from their words: the platforms' caps, the loops and the
 * fitting steps, and the cut-out frames. What the sticker's worker and the format probe read,
 * without the words and poses (and the meme office's content they draw on).
 */
import cutOuts from './stickerCutOuts.json' with { type: 'json' };

/** The sticker files the press makes, one per platform's rules (a platform may take more than one). */
export type StickerFormat = 'telegram' | 'telegram-still' | 'telegram-png' | 'discord' | 'whatsapp' | 'whatsapp-still';

/** What the visitor picks: where the sticker goes. */
export type StickerPlatform = 'telegram' | 'discord' | 'whatsapp' | 'whatsapp-still';

/**
 * Each platform's files, best first: a browser that cannot make one (no VP9 encoder, no WebP
 * encoder) gets the next it can make. WhatsApp takes WebP alone.
 */
export const stickerPlatforms: Record<StickerPlatform, readonly StickerFormat[]> = {
  telegram: ['telegram', 'telegram-still', 'telegram-png'],
  discord: ['discord'],
  whatsapp: ['whatsapp'],
  'whatsapp-still': ['whatsapp-still'],
};

/** How a file is written: the container and codec its platform reads. */
type StickerEncoding = 'webm' | 'apng' | 'webp' | 'webp-still' | 'png-still';

export interface StickerRule {
  encoding: StickerEncoding;
  width: number;
  height: number;
  /** The longest loop the platform plays, and the most frames a second (moving stickers). */
  maxSeconds: number;
  maxFps: number;
  /** The largest file the platform takes, in bytes (the platforms' "KB" read as thousands: the stricter reading). */
  maxBytes: number;
  mime: string;
  extension: string;
}

/**
 * Each platform's rules, as its own documentation states them. A file that misses one is refused
 * on upload, so the press fits every file to them and offers none that does not fit.
 */
export const stickerRules: Record<StickerFormat, StickerRule> = {
  // Telegram, "Stickers" (core.telegram.org/stickers, Video stickers): WebM, VP9, no audio, one
  // side exactly 512 px and the other at most 512, at most 3 seconds, at most 30 frames a second,
  // looping, at most 256 KB.
  telegram: { encoding: 'webm', width: 512, height: 512, maxSeconds: 3, maxFps: 30, maxBytes: 256_000, mime: 'video/webm', extension: 'webm' },
  // Telegram, the same page (Static stickers): PNG or WEBP with a transparent layer, one side
  // 512 px, at most 512 KB. Where this browser encodes no VP9, the sticker is still.
  'telegram-still': { encoding: 'webp-still', width: 512, height: 512, maxSeconds: 0, maxFps: 0, maxBytes: 512_000, mime: 'image/webp', extension: 'webp' },
  'telegram-png': { encoding: 'png-still', width: 512, height: 512, maxSeconds: 0, maxFps: 0, maxBytes: 512_000, mime: 'image/png', extension: 'png' },
  // Discord, "Custom Stickers FAQ" (support.discord.com): PNG or APNG (or Lottie, or GIF), 320 × 320,
  // at most 512 KB; an animated sticker plays at most 5 seconds.
  discord: { encoding: 'apng', width: 320, height: 320, maxSeconds: 5, maxFps: 30, maxBytes: 512_000, mime: 'image/png', extension: 'png' },
  // WhatsApp, "Sticker requirements" (faq.whatsapp.com, and the WhatsApp/stickers repository's
  // README): WebP, exactly 512 × 512, transparent background; animated at most 10 seconds, its first
  // frame a full picture, at most 500 KB; a still at most 100 KB.
  whatsapp: { encoding: 'webp', width: 512, height: 512, maxSeconds: 10, maxFps: 30, maxBytes: 500_000, mime: 'image/webp', extension: 'webp' },
  'whatsapp-still': { encoding: 'webp-still', width: 512, height: 512, maxSeconds: 0, maxFps: 0, maxBytes: 100_000, mime: 'image/webp', extension: 'webp' },
};

/**
 * WhatsApp's pack (the same README): 3 to 30 stickers, all still or all moving (ours: still, each
 * within its 100 KB), and a tray icon, a 96 × 96 PNG of at most 50 KB.
 */
export const stickerPack = { min: 3, max: 30, tray: { width: 96, height: 96, maxBytes: 50_000 } } as const;

/**
 * The loops the press makes, before any fitting: how long and how fast. A sticker is a short
 * gesture; the platforms' longest is not the aim.
 */
export const stickerLoops = {
  seconds: 2,
  /**
   * The live 3D stage's frame rates per format; the cut-out frames have their own (posters.json).
   * Telegram's 15, not its most (30): the moving figure's transparency costs some 4 KB a frame
   * however it is encoded, and at 30 a two-second loop was over the cap before its colour began.
   */
  fps: { telegram: 15, discord: 15, whatsapp: 15 } as Partial<Record<StickerFormat, number>>,
  /** The last frames dissolve into the first ones, so the loop has no seam: this share of it. */
  seam: 0.3,
};

/**
 * Fitting a file to its cap: encoded, measured and, while over, made again a step smaller: the
 * quality first, then the frame rate, then the length. Each list runs from the first tried.
 */
export const stickerFitting = {
  /** WebM: the colour's bit rate in bits a second (its transparency gets a quarter more). */
  webmBitrates: [560_000, 400_000, 280_000],
  /** WebP: the encoder's quality, 0 to 1. */
  webpQualities: [0.86, 0.72, 0.58, 0.44],
  /** APNG: the colours a frame keeps (0: every colour, exactly). */
  apngColours: [0, 256, 128],
  /** The frame rates stepped down to: each divides the one the frames were drawn at, or is left out. */
  fpsSteps: [30, 15, 10, 5],
  /** The lengths stepped down to, in seconds. */
  lengths: [2, 1.5, 1],
};

/**
 * The cut-out frames stickers are made from where the live 3D stage is off: for a few poses, a
 * short loop of the character alone on a transparent ground, `frames` frames of `size` px square
 * laid out `columns` to a row in one WebP, drawn by `npm run posters` (which reads the same JSON)
 * and fetched only when a sticker is made. A file apart from posters.json, which the home page loads.
 */
export const stickerCutOuts = {
  ...cutOuts,
  src: (pose: string) => `${cutOuts.dir}/${pose}.webp`,
};
