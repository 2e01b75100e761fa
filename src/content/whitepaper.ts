import { chainLabel, launchPlatform, token } from './token.ts';

/**
 * The whitepaper summary. The section renders it and the build turns the same
 * object into /chipc-whitepaper.pdf (build/whitepaperPdf.ts), so they never drift.
 */
export const whitepaper = {
  heading: 'Whitepaper summary',
  title: `The ${token.ticker} Whitepaper`,
  subtitle: 'Abridged, like every manifesto nobody reads',
  fileName: 'chipc-whitepaper.pdf',
  downloadLabel: 'Download the whitepaper (PDF)',
  chapters: [
    {
      heading: '1. Abstract',
      body: `${token.ticker} is a meme token on ${chainLabel} presented as ${token.name}, an artificial politician. It has no utility, no roadmap to utility and no plans to acquire any. It exists to laugh at politics and at crypto hype, in that order.`,
    },
    {
      heading: '2. Supply',
      body: `The supply is fixed at 1,000,000,000 tokens, launched on ${launchPlatform.name}. There are no burns, no presale and no team allocation. Every holder bought on the open market, cabinet ministers included.`,
    },
    {
      heading: '3. Governance',
      body: 'Decisions are taken by a cabinet of four AI ministers in various states of repair. Their votes are theatre: no on-chain governance contract exists, and none of their decisions binds anyone.',
    },
    {
      heading: '4. Risks',
      body: 'Meme tokens can lose all of their value in an afternoon. Nothing on this site or in this paper is financial advice or a promise of profit. Do your own research and never spend what you cannot afford to lose.',
    },
  ],
} as const;
