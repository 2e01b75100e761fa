import { buildEnv } from './env';
import { chain, launchPlatform, token } from './token';
import { showRecovery } from './showRecovery';

/** The show on /stage, for event screens: words and timings. */
export const show = {
  /** One beat: a new meme law and the next minister in the roll call. */
  beatMs: 7000,
  /** The pointer hides after this long without moving. */
  pointerIdleMs: 3000,
  heading: `${token.name} live on stage`,
  /** The event's own line from the build (VITE_EVENT_TEXT), raw: the show cleans and cuts it. */
  eventText: buildEnv.VITE_EVENT_TEXT ?? '',
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
    { keys: ['Space', '→', 'Page Down'], does: 'Next beat' },
    { keys: ['←', 'Page Up'], does: 'Previous beat' },
    { keys: ['Home', 'F5'], does: "Back to the first beat (F5, a clicker's slideshow button, never reloads the show)" },
    { keys: ['B', '.'], does: 'Blank the screen to black and back (the show holds)' },
    { keys: ['P'], does: 'Pause or resume' },
    { keys: ['F'], does: 'Full screen on or off' },
    { keys: ['M'], does: 'Switch between the Chancellor and the cabinet' },
    { keys: ['1', '2', '3', '4'], does: 'Spotlight a minister (number row or keypad, any keyboard layout)' },
    { keys: ['H', '?'], does: 'Show or hide these keys' },
    { keys: ['Esc'], does: 'Close these keys; with them closed, leave full screen' },
  ],
  helpHint: 'Press H for presenter keys',
  helpConsole: 'A second window for the presenter (current and next beat, time, controls): /stage/console',
  /** The help overlay's status lines: the wake lock, and the show's own reloads. */
  wake: {
    on: 'Screen kept awake',
    refused: 'Screen may sleep: the wake lock was refused (battery saver or browser policy); asking again',
    released: 'Screen may sleep: the system released the wake lock; asking again',
    insecure: 'Screen may sleep: a wake lock needs HTTPS',
    unsupported: 'Screen may sleep: this browser cannot keep it awake',
    'switched-off': 'Wake lock off (?wake=off): the system manages display power',
  },
  reloads: (count: number, reason: string | null) =>
    count === 0 ? 'No automatic reloads' : `Reloaded itself ${count === 1 ? 'once' : `${count} times`}; last reason: ${reason ?? 'unknown'}`,
  recovery: showRecovery,
  /** /stage/console: the presenter's second window. */
  console: {
    heading: 'Presenter console',
    intro: 'Drives the stage screen open in another window of this browser. The same keys work here.',
    connected: 'Audience window connected',
    none: 'No audience window open. Open the stage screen in another window of this browser, then drag it to the projector.',
    openAudience: 'Open the stage screen',
    /** The audience windows open in this browser, to choose the one the controls drive. */
    windows: 'Audience window',
    windowOption: (opened: string, width: number, height: number, beat: number) => `Opened ${opened} · ${width}×${height} · Beat ${beat + 1}`,
    windowsNote: (count: number) =>
      count === 1 ? 'The controls drive this window.' : `${count} audience windows are open. The controls drive the one chosen here, and no other; the newest unless you choose.`,
    now: 'Now',
    next: 'Next',
    beat: (n: number) => `Beat ${n + 1}`,
    elapsed: 'Running for',
    clock: 'Time now',
    controls: 'Controls',
    previous: 'Previous',
    forward: 'Next',
    first: 'First beat',
    pause: 'Pause',
    blank: 'Blank screen',
    cabinetView: 'Show the cabinet',
    spotlight: 'Spotlight',
    states: { paused: 'Paused', blank: 'Blanked', cabinet: 'Cabinet on screen', character: 'Chancellor on screen', live: 'Running' },
  },
  /** Read aloud when the presenter blanks the screen. */
  blanked: 'Screen blanked',
} as const;
