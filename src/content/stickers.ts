import { cabinet } from './cabinet';
import { memeMoments } from './memeChoices';
import type { MomentId } from './moments';
import type { StickerFormat, StickerPlatform } from './stickerRules';
import { token } from './token';

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
