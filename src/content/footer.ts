import { launchPlatform, links, token } from './token.ts';

export interface FooterLink {
  name: string;
  url: string;
  /** Short glyph shown in the round badge; the name is what screen readers hear. */
  iconText: string;
}

/** The copyright line keeps the year the campaign began. */
const COPYRIGHT_YEAR = 2024;

export const footer = {
  tagline: 'Politics, compiled.',
  links: [
    { name: 'X (Twitter)', url: links.social, iconText: '𝕏' },
    { name: 'Telegram', url: links.chat, iconText: 'TG' },
    { name: launchPlatform.name, url: links.buy, iconText: launchPlatform.badge },
  ] satisfies FooterLink[],
  disclaimer: `${token.ticker} is a satirical meme token with no intrinsic value or expectation of financial return. ${token.name} and the cabinet are fictional AI characters, not real people or parties, and nothing on this site is financial advice. Do your own research before you buy anything.`,
  copyright: `© ${COPYRIGHT_YEAR} ${token.ticker}. All rights reserved, none of them exercised.`,
  communityLink: 'Community',
  memesLink: 'Memes',
} as const;
