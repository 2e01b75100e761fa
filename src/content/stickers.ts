import { cabinet } from './cabinet';
import { memeMoments } from './memes';
import type { MomentId } from './moments';
import { token } from './token';

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

export interface StickerPose {
  id: string;
  moment: MomentId;
  minister: string | null;
  /** The choice's name; and what the sticker shows, for its text alternative. */
  label: string;
  describe: string;
}

/** Who can be on a sticker, in which pose: the Chancellor's moments, then each minister at their desk. */
export const stickerPoses: readonly StickerPose[] = [
  // Named by the gesture ("Waving from the podium"), not the moment's name, which the meme's own choice of moment uses.
  ...memeMoments.map((m) => ({ id: m.id, moment: m.id, minister: null, label: m.describe.charAt(0).toLocaleUpperCase() + m.describe.slice(1), describe: `${token.name} ${m.describe}` })),
  ...cabinet.ministers.map((m) => ({ id: `minister-${m.id}`, moment: 'hero' as const, minister: m.id, label: m.name, describe: `${m.name}, ${m.title}` })),
];

export const stickers = {
  heading: 'Make a sticker',
  intro: `${token.name} and his ministers as stickers for your chats, on a transparent ground, made on this device and fitted to each platform’s rules before you get the file.`,
  fromScene: 'Drawn by the live 3D stage, frame by frame, with nothing behind him.',
  fromCutOuts: 'Made from cut-out frames drawn in advance: the live 3D stage is off on this device, so fewer poses, at 8 frames a second.',
  platform: 'For',
  platforms: {
    telegram: 'Telegram',
    discord: 'Discord',
    whatsapp: 'WhatsApp',
    'whatsapp-still': 'WhatsApp, still',
  } satisfies Record<StickerPlatform, string>,
  formatNote: {
    telegram: 'Video sticker: WebM, 512 px, loops, up to 256 KB.',
    'telegram-still': 'Still sticker: WebP, 512 px (this browser encodes no VP9 video for a moving one).',
    'telegram-png': 'Still sticker: PNG, 512 px (this browser encodes neither VP9 video nor WebP).',
    discord: 'Animated PNG, 320 px, up to 512 KB.',
    whatsapp: 'Moving WebP, 512 px, up to 500 KB.',
    'whatsapp-still': 'Still WebP, 512 px, up to 100 KB.',
  } satisfies Record<StickerFormat, string>,
  /** Said where the browser writes no WebP (Safari): WhatsApp takes no other format. */
  noWebp: 'This browser cannot write WebP, the only format WhatsApp takes: the WhatsApp stickers need Chrome, Edge or Firefox.',
  pose: 'Pose',
  /** The moving preview's switch: it starts stopped under reduced motion. */
  motion: { stop: 'Stop the preview', play: 'Play the preview' },
  make: 'Make the sticker',
  cancel: 'Cancel',
  progress: 'Sticker progress',
  stage: {
    drawing: (done: number, total: number) => `Drawing frame ${done} of ${total}`,
    encoding: (attempt: number) => (attempt > 1 ? `Encoding, smaller (try ${attempt})` : 'Encoding'),
    packing: (done: number, total: number) => `Sticker ${done} of ${total}`,
  },
  result: (platform: string, pose: string) => `The ${platform} sticker: ${pose}, on a transparent ground.`,
  share: 'Share sticker',
  download: (platform: string) => `Download for ${platform}`,
  pack: {
    heading: 'A whole WhatsApp pack',
    intro: (n: number) => `Every pose as a still WhatsApp sticker (${n} of them) with the pack’s tray icon, in one ZIP for a sticker app to import.`,
    make: 'Make the pack',
    download: 'Download the pack',
    name: `${token.ticker} cabinet`,
    publisher: token.ticker,
  },
  status: {
    starting: 'Setting up the sticker…',
    busy: 'A sticker is being made. Wait for it, or cancel it first.',
    ready: (file: string, size: string, cap: string) => `Ready: ${file} (${size}, within ${cap}).`,
    fitted: (steps: string) => `Made smaller to fit: ${steps}.`,
    steps: { quality: 'lower quality', fps: (fps: number) => `${fps} frames a second`, seconds: (s: number) => `${s} seconds long` },
    packReady: (file: string, size: string, n: number) => `Ready: ${file} (${size}, ${n} stickers and the tray icon).`,
    cancelled: 'Cancelled. Nothing was kept.',
    downloaded: (file: string) => `Saved as ${file}.`,
    shared: 'Handed to your share sheet.',
    shareFailed: 'Sharing did not go through. Download the sticker instead.',
    cap: 'Even at its smallest this sticker is over the platform’s limit, so it is not offered. Try another pose.',
    encoder: 'This browser could not encode the sticker. Try another platform.',
    scene: 'The 3D stage stopped while drawing the sticker. Make it again: the cut-out frames will stand in if it cannot.',
    cutOuts: 'The cut-out frames could not be fetched. Check the connection and try again.',
    failed: 'The sticker could not be made. Try again, or reload the page.',
  },
};
