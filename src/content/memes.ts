import { ui } from '../theme/palette';
import { cabinet } from './cabinet';
import type { ClipFormat } from './clipRules';
import type { MomentId } from './moments';
import { token } from './token';

/** Who can be in a meme: the Chancellor, or one of his ministers by id (content/cabinet). */
export const CHANCELLOR = 'chancellor';

export const memeCharacters = [
  { id: CHANCELLOR, name: token.name, role: 'The candidate himself' },
  ...cabinet.ministers.map((m) => ({ id: m.id, name: m.name, role: m.title })),
];

/** The Chancellor's moments as the scene plays them (content/moments), in a meme's words. */
export const memeMoments: readonly { id: MomentId; label: string; describe: string }[] = [
  { id: 'hero', label: 'At the podium', describe: 'waving from the podium' },
  { id: 'about', label: 'Presenting', describe: 'presenting with an open arm' },
  { id: 'tokenomics', label: 'Coins pouring in', describe: 'cheering under a shower of coins' },
  { id: 'reading', label: 'Reading a law', describe: 'reading out a new law' },
  { id: 'roadmap', label: 'On the campaign trail', describe: 'walking the campaign trail' },
  { id: 'cabinet', label: 'With the cabinet', describe: 'welcoming his four ministers' },
];

export type BackdropId = 'navy' | 'red' | 'neon' | 'set';

/** The picture's ground: the campaign's colours (theme/palette), or the set of the moment chosen. */
export const memeBackdrops: readonly { id: BackdropId; label: string; describe: string; swatch: readonly string[] }[] = [
  { id: 'navy', label: 'Campaign navy', describe: 'campaign navy', swatch: [ui.navy700, ui.navy950] },
  { id: 'red', label: 'Ballot red', describe: 'a ballot-red sunburst', swatch: [ui.redBright, ui.redDeep] },
  { id: 'neon', label: 'Neon circuit', describe: 'a neon circuit board', swatch: [ui.neon, ui.navy900] },
  { id: 'set', label: "The moment's set", describe: 'his stage set', swatch: [ui.gold, ui.navy800] },
];

/** What the set backdrop shows for each moment: its accent light and the words on its screen. */
export const memeSets: Record<MomentId, { accent: string; screen: string }> = {
  hero: { accent: ui.redBright, screen: 'VOTE CHIP' },
  about: { accent: ui.neon, screen: 'POLICY: TBA' },
  tokenomics: { accent: ui.gold, screen: '1,000,000,000' },
  reading: { accent: ui.sky, screen: 'NEW LAW' },
  roadmap: { accent: ui.green, screen: 'PHASE 2 · 73%' },
  cabinet: { accent: ui.violet, screen: 'CABINET IN SESSION' },
};

export type MemeShape = 'square' | 'wide';

/** The two sizes a picture is made at: a square for feeds and chats, a wide card for links and X. */
export const memeShapes: readonly { id: MemeShape; label: string; width: number; height: number }[] = [
  { id: 'square', label: 'Square', width: 1080, height: 1080 },
  { id: 'wide', label: 'Wide', width: 1200, height: 630 },
];

export type CaptionStyle = 'classic' | 'law';

/** Characters a caption line holds, as a reader counts them. */
export const CAPTION_MAX = { line: 60, law: 120 } as const;

/**
 * How the preview is drawn on the page (files keep their own size).
 * - `waitsForPictureMs`: the preview's first drawing waits for the character's picture, for at
 *   most this long after the preview mounts (as the page hydrates). The page's load then draws
 *   the meme once, with him, instead of once without him and again with him: on a phone with a
 *   software canvas each drawing held the page's thread for 12 to 50 ms. Where no picture comes
 *   (no network), the captions are drawn alone at the end of it.
 * - `maxPixelRatio`: the most screen pixels per CSS pixel it is drawn at. A 3x phone would draw
 *   2.25 times the pixels of 2x for a sharpness its screen hardly shows at this size.
 */
export const memePreview = { waitsForPictureMs: 1500, maxPixelRatio: 2 } as const;

/** The law number a new meme starts with: the next one after the feed's fifteen. */
export const FIRST_MEME_LAW = 16;

export const memes = {
  eyebrow: 'Ministry of Memes',
  heading: 'Make a meme of the cabinet',
  intro: `Infinite meme potential, delivered. Pick ${token.name} or a minister, a moment and a backdrop, write the caption, then download the picture or share it from your phone.`,
  noScript:
    'The picture is drawn by your browser, so making one needs JavaScript. With it on, this page is a meme press: choose a character, a moment and a backdrop, write a caption, and download or share the image.',
  privacy: 'Nothing you type leaves this device: the picture is drawn in your browser, and no caption is sent anywhere or stored.',
  character: { legend: 'Who' },
  moment: { legend: 'Moment', ministerNote: 'Ministers strike one pose: their own, at their desk in the cabinet.' },
  backdrop: { legend: 'Backdrop' },
  shape: { legend: 'Shape' },
  style: {
    legend: 'Caption',
    classic: 'Top and bottom',
    law: 'Law NNN:',
  },
  fields: {
    top: 'Top line',
    bottom: 'Bottom line',
    lawNumber: 'Law number',
    lawText: 'The law',
  },
  placeholders: {
    top: 'No policies',
    bottom: 'No problem',
    lawText: 'Every meme is now legally binding.',
  },
  count: (n: number, max: number) => `${n} / ${max}`,
  countLabel: (n: number, max: number) => `${n} of ${max} characters`,
  cut: (max: number) => `Cut to ${max} characters: a line holds no more.`,
  removed: 'Hidden control characters were taken out.',
  preview: {
    heading: 'Preview',
    scene: 'Drawn from the live 3D stage.',
    posters: 'Drawn from the still pictures.',
    rendering: 'The live 3D stage is striking the pose…',
  },
  actions: {
    download: 'Download PNG',
    copy: 'Copy image',
    share: 'Share image',
    post: 'Post on X',
  },
  status: {
    making: 'Drawing the picture…',
    downloaded: (file: string) => `Saved as ${file}.`,
    copied: 'Copied: paste it into any post or chat.',
    copyFailed: 'This browser would not put an image on the clipboard here. Download it instead.',
    shared: 'Handed to your share sheet.',
    shareFailed: 'Sharing did not go through. Download the picture instead.',
    shareAgain: 'The picture is ready. Tap “Share image” once more to send it.',
    failed: 'The picture could not be drawn. Try again, or reload the page.',
    slow: 'The picture is taking too long on this device. Press the button again to try once more.',
  },
  clip: {
    heading: 'Make it move',
    intro: `A three-second loop of the same meme, caption and all, for chats and feeds. It is made on this device, frame by frame, and loops with no seam.`,
    fromScene: 'Drawn frame by frame by the live 3D stage.',
    fromStills: 'Made from the still pictures: the picture pushes in slowly and the caption stamps in. The live 3D stage is off on this device.',
    format: 'Format',
    formats: { mp4: 'MP4 video', webm: 'WebM video', gif: 'GIF' } as Record<ClipFormat, string>,
    formatNote: { mp4: 'Plays everywhere; smallest file.', webm: 'Plays in most apps and browsers.', gif: 'Autoplays in every chat.' } as Record<ClipFormat, string>,
    gifOnly: 'This browser cannot encode video, so clips are made as GIFs.',
    make: 'Make the clip',
    cancel: 'Cancel',
    progress: 'Clip progress',
    frames: (done: number, total: number) => `Frame ${done} of ${total}`,
    result: (format: string, seconds: number) => `The clip: ${format}, ${seconds} seconds, looping.`,
    share: 'Share clip',
    download: (format: string) => `Download ${format}`,
    status: {
      starting: 'Setting up the clip…',
      busy: 'A clip is being made. Wait for it, or cancel it first.',
      ready: (file: string, size: string) => `Ready: ${file} (${size}).`,
      cancelled: 'Cancelled. Nothing was kept.',
      downloaded: (file: string) => `Saved as ${file}.`,
      shared: 'Handed to your share sheet.',
      shareFailed: 'Sharing did not go through. Download the clip instead.',
      encoder: 'This browser could not encode the clip. Try the GIF, or download the picture instead.',
      scene: 'The 3D stage stopped while drawing the clip. Make it again: the still pictures will stand in if it cannot.',
      failed: 'The clip could not be made. Try again, or reload the page.',
    },
  },
  postText: `Made a meme of the ${token.ticker} cabinet. Make your own:`,
  mark: `${token.ticker} · satire`,
  /** What the picture shows, for the preview's description. */
  describe: {
    who: (name: string, doing: string | null) => (doing ? `${name} ${doing}` : `${name} at his desk`),
    on: (backdrop: string) => `on ${backdrop}`,
    top: (text: string) => `Top line: “${text}”.`,
    bottom: (text: string) => `Bottom line: “${text}”.`,
    law: (label: string, text: string) => `Banner: “${label} ${text}”.`,
    none: 'No caption yet.',
    mark: `Marked “${token.ticker} · satire” in the corner.`,
  },
  fromCommunity: {
    heading: 'Make a meme',
    body: `The campaign runs on memes. Put ${token.name} or a minister in one and share it.`,
    link: 'Open the meme office',
  },
} as const;

/** The profile picture's side in pixels: what chat apps and profiles ask for. */
const PROFILE_SIDE = 512;

/** The profile picture: the chosen character's head and shoulders on a square that chat apps crop to a circle. */
export const memeProfile = {
  size: PROFILE_SIDE,
  /** Characters the badge holds, as a reader counts them: one short line inside the circle. */
  badgeMax: 16,
  heading: 'Profile picture',
  intro: `The same character, moment and backdrop as a ${PROFILE_SIDE} × ${PROFILE_SIDE} avatar: head and shoulders, with a badge if you like. Chat apps show it as a circle, so everything that matters stays inside the ring.`,
  badge: { label: 'Badge (optional)', placeholder: 'VOTE CHIP' },
  preview: { ring: 'The ring marks the circle chat apps show; the file is the whole square.' },
  actions: {
    download: 'Download profile picture',
    share: 'Share profile picture',
  },
  status: {
    making: 'Drawing the profile picture…',
    downloaded: (file: string) => `Saved as ${file}.`,
    shared: 'Handed to your share sheet.',
    shareFailed: 'Sharing did not go through. Download the profile picture instead.',
    shareAgain: 'The profile picture is ready. Tap “Share profile picture” once more to send it.',
    failed: 'The profile picture could not be drawn. Try again, or reload the page.',
    slow: 'The profile picture is taking too long on this device. Press the button again to try once more.',
  },
  /** What the picture shows, for its preview's description. */
  describe: (who: string, backdrop: string, badge: string) =>
    `Profile picture, ${PROFILE_SIDE} × ${PROFILE_SIDE}: head and shoulders of ${who} on ${backdrop}${badge ? `, a badge reading “${badge}”` : ''}.`,
} as const;
