import { token } from './token';

export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

/** Title and description per route; index.html carries the home page's for first paint and crawlers. */
export const pageMeta = {
  home: {
    title: `${token.ticker}: ${token.name}, the AI politician meme token`,
    description: `${token.name} is an AI politician and a satirical meme token. One billion ${token.ticker}, no presale, no team allocation, no promises.`,
  },
  community: {
    title: `Community | ${token.ticker}`,
    description: `Join the ${token.ticker} campaign on X, Telegram and the launch platform.`,
  },
  memes: {
    title: `Meme office | ${token.ticker}`,
    description: `Make a meme of ${token.name} or his ministers and share it from your phone. Drawn on your device; nothing you type is sent.`,
  },
  show: {
    title: `Stage mode | ${token.ticker}`,
    description: `${token.name} on the big screen: the full-screen show for events and streams.`,
  },
  showConsole: {
    title: `Presenter console | ${token.ticker}`,
    description: `Drives the ${token.ticker} stage screen from a second window: current and next beat, time, and the presenter's controls.`,
    noindex: true,
  },
  notFound: {
    title: `Page not found | ${token.ticker}`,
    description: 'This page was lost in a cabinet reshuffle.',
    noindex: true,
  },
} satisfies Record<string, PageMeta>;

export const nav = {
  skip: 'Skip to content',
  home: `${token.ticker} home`,
  /** Section ids on the home page. */
  sections: [
    { id: 'about', label: 'About' },
    { id: 'tokenomics', label: 'Tokenomics' },
    { id: 'roadmap', label: 'Roadmap' },
    { id: 'cabinet', label: 'Cabinet' },
  ],
  community: 'Community',
  memes: 'Memes',
  buy: 'Buy',
  menu: 'Menu',
} as const;

export const notFound = {
  code: '404',
  heading: 'Oops! Page not found',
  body: 'This page was lost in a cabinet reshuffle. It may never have existed, which is also our position on most of our promises.',
  back: 'Return to Home',
} as const;

export const appError = {
  heading: 'The cabinet crashed this page',
  body: 'Something broke while drawing this page. Reloading usually fixes it; if not, the home page still works.',
  back: 'Return to Home',
} as const;

/** A page whose code is no longer on the server: the site went live anew while the tab was open. */
export const appUpdated = {
  heading: 'This page was updated while you were away',
  body: 'A new version of the site went live since this tab opened. Reload to get it (once you are back online, if the connection dropped).',
  reload: 'Reload',
} as const;

export const modeSwitch = {
  label: '3D stage',
  onHint: 'Live 3D stage is on. Switch it off for still pictures and a lighter page',
  offHint: 'Showing still pictures. Switch on the live 3D stage',
  pendingHint: 'Checking what this device can show',
  /** The ⓘ that says the same on a touch screen, where no hover hint shows. */
  about: 'About the 3D stage',
} as const;
