import { token } from './token';

/** His height in the room, antenna included, in metres: a tall man's, so he reads as a person, not a toy. The AR files are made at it (assets/room/arModel.ts). */
export const ROOM_HEIGHT_M = 1.9;

/** The address parameter that opens the room's view, and its one value: anything else leaves it shut. */
export const ROOM_PARAM = { name: 'view', value: 'room' } as const;

/** "See the Chancellor in your room": the Chancellor in 3D, and in the visitor's room by the phone's own AR viewer. */
export const room = {
  open: 'See the Chancellor in your room',
  /** Under the button on the home page and the meme office: what it does, before anything loads. */
  teaser: `Put him on your desk, your floor or next to your cat, at his full ${ROOM_HEIGHT_M} m, with your phone’s own AR.`,
  title: `${token.name}, in your room`,
  close: 'Close',
  alt: `${token.name}, a robot politician in a navy suit with a screen for a face, breathing. Drag, or use the arrow keys, to turn him; scroll or pinch to come closer.`,
  loading: 'Bringing him over…',
  failed: 'He could not be loaded. Check the connection and try again.',
  retry: 'Try again',
  /** model-viewer's own AR button, in our words. */
  place: 'Place him in your room',
  android: 'Tap “Place him in your room” and point the phone at the floor: he stands there, life size and breathing. Walk around him; pinch to make him smaller.',
  ios: 'Tap “Place him in your room”: Apple’s AR Quick Look stands him on your floor, life size, mid-wave. Walk around him, and take the photo.',
  noAr: 'This phone cannot place him in a room from this browser.',
  no3d: 'This browser cannot draw in 3D, so he cannot be shown here.',
  inApp: (app: string | null, browser: string) =>
    `${app ? `${app}’s` : 'This app’s'} own browser cannot open AR. Open this page in ${browser} to place him in your room.`,
  openIn: (browser: string) => `Open in ${browser}`,
  copy: 'Copy the link',
  copied: 'Link copied. Paste it into your browser.',
  copyFailed: (url: string) => `Could not copy. The link is ${url}`,
  desktop: 'On a computer he stays on screen. To stand him in your room, scan this with your phone’s camera, then tap “Place him in your room”.',
  qrAlt: (url: string) => `QR code linking to ${url}`,
  browsers: { android: 'Chrome', ios: 'Safari' },
} as const;
