import { accents } from '../theme/palette';
import { chainLabel, launchPlatform, links, token } from './token';

type CommunityIcon = 'social' | 'chat' | 'trade';

export interface CommunityLink {
  name: string;
  description: string;
  url: string;
  icon: CommunityIcon;
  colour: string;
}

export const community = {
  heading: 'Join the campaign',
  intro: `${token.name} needs volunteers, voters and people who enjoy a long chat about nothing. Pick your party office.`,
  joinLabel: 'Join Now',
  backLabel: 'Back to Home',
  memes: {
    heading: 'Make a meme',
    body: `The campaign runs on memes. Put ${token.name} or one of his ministers in yours, caption it, and post it from your phone.`,
    link: 'Open the meme office',
  },
  links: [
    {
      name: 'X (Twitter)',
      description: 'Press releases, policy U-turns and the occasional apology, all under 280 characters.',
      url: links.social,
      icon: 'social',
      colour: accents.social,
    },
    {
      name: 'Telegram',
      description: 'The campaign chat: meme-law votes, cabinet gossip and a moderator who never sleeps.',
      url: links.chat,
      icon: 'chat',
      colour: accents.chat,
    },
    {
      name: launchPlatform.name,
      description: `Where ${token.ticker} trades, on ${chainLabel}. Read the contract, mind the slippage, keep it fun.`,
      url: links.buy,
      icon: 'trade',
      colour: accents.trade,
    },
  ] satisfies CommunityLink[],
} as const;
