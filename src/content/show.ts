import { chain, launchPlatform, token } from './token';

/** The show on /stage, for event screens: words and timings. */
export const show = {
  /** One beat: a new meme law and the next minister in the roll call. */
  beatMs: 7000,
  /** The pointer hides after this long without moving. */
  pointerIdleMs: 3000,
  heading: `${token.name} live on stage`,
  onAir: 'Live from the cabinet',
  paused: 'Paused',
  captionLabel: 'Now passing',
  rollCallLabel: 'Roll call',
  corruptionLabel: 'Corruption',
  cabinetLabel: 'The cabinet',
  qrLabel: 'Scan to join the campaign',
  qrAlt: (url: string) => `QR code linking to ${url}`,
  /** Facts the ticker bar repeats; read from the token config like everywhere else. */
  ticker: [
    `${token.ticker} · ${token.name}`,
    '1,000,000,000 supply, fixed',
    `On ${chain.name}`,
    `Launching on ${launchPlatform.name}`,
    'No presale · No team allocation · No burns',
    'Satire, not financial advice',
  ],
  helpTitle: 'Presenter keys',
  helpClose: 'Press H, ? or Esc to close',
  keys: [
    { keys: ['Space', '→'], does: 'Next beat' },
    { keys: ['←'], does: 'Previous beat' },
    { keys: ['P'], does: 'Pause or resume' },
    { keys: ['F'], does: 'Full screen on or off' },
    { keys: ['M'], does: 'Switch between the Chancellor and the cabinet' },
    { keys: ['1', '2', '3', '4'], does: 'Spotlight a minister' },
    { keys: ['H', '?'], does: 'Show or hide these keys' },
  ],
  helpHint: 'Press H for presenter keys',
} as const;
