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
