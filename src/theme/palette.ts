/**
 * The one palette: every colour the site, the scene, the whitepaper PDF and
 * the share image use. The build turns `ui` into CSS variables (`--navy-900`);
 * an alpha blend in a stylesheet, `rgb(var(--navy-900-rgb) / 0.6)`, becomes
 * its literal colour at build; TypeScript reads the names below. A hex colour written anywhere else fails
 * the house rules (scripts/house-rules.mjs).
 */
export const ui = {
  navy950: '#050a1c',
  navy900: '#081231',
  navy800: '#0e1a40',
  navy700: '#16244f',
  navy600: '#22336a',
  /** The favicon's visor. */
  navyInk: '#0b1638',
  red: '#d81e34',
  redBright: '#ff4257',
  /** Pressed primary buttons. */
  redDeep: '#b8162a',
  /** Falling figures on navy. */
  redSoft: '#ff8a98',
  neon: '#3cf0ff',
  gold: '#ffc53d',
  green: '#3ddc97',
  sky: '#5ec8ff',
  pink: '#ff7ae0',
  orange: '#ff9f43',
  violet: '#c792ff',
  text: '#f4f6ff',
  muted: '#b9c3e3',
  /** The circuit grid and card borders, always at low alpha. */
  periwinkle: '#8caaff',
  white: '#ffffff',
  black: '#000000',
} as const;

/** Badge and accent colours by meaning: navy text on each passes WCAG AA. */
export const accents = {
  completed: ui.green,
  inProgress: ui.gold,
  upcoming: ui.sky,
  future: ui.violet,
  active: ui.green,
  online: ui.sky,
  glitched: ui.pink,
  malfunctioning: ui.orange,
  social: ui.sky,
  chat: ui.green,
  trade: ui.gold,
} as const;

/** The whitepaper PDF, printed dark on white. */
export const print = {
  ink: ui.navy900,
  accent: ui.red,
  muted: '#4c546b',
} as const;

/** The robots' and the podium's materials: painted metal, suits, lights. */
export const scene = {
  metalChancellor: '#c9d2ea',
  metalByte: '#d5dcf0',
  metalCache: '#e3e8f7',
  metalGlitch: '#b9c3e0',
  metalOverflow: '#d9dff2',
  suitNavy: '#1b2b63',
  suitSlate: '#2b2f4f',
  suitBlue: ui.navy600,
  shirt: ui.text,
  neck: '#7d89b0',
  /** The modelled Chancellor's dark lacquer: the screen's bezel, his neck, the antenna and his shoes. */
  lacquer: '#151b38',
  visor: '#071a2c',
  mouth: '#3a4670',
  antenna: '#aab6d6',
  dishArm: '#9aa8cf',
  capCrown: '#1d2445',
  capPeak: '#111832',
  chipBase: ui.navy600,
  podium: '#a3142a',
  microphone: '#2a3766',
  skyLight: '#dfe8ff',
  groundLight: '#0b1433',
  sparks: ui.gold,
} as const;

/** "#d81e34" → [216, 30, 52]. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `navy900` → `navy-900`, `redBright` → `red-bright`. */
export const cssName = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();

/** The `:root` block the build serves as `virtual:theme.css`. */
export function themeCss(): string {
  // No triplet variables: every `var(--x-rgb)` is a literal by then, and the page inlines this block.
  const lines = Object.entries(ui).map(([name, hex]) => `  --${cssName(name)}: ${hex};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}
