import { chainLabel, token } from './token';

export interface CounterSpec {
  id: string;
  label: string;
  target: number;
  prefix?: string;
  suffix?: string;
  note: string;
}

/** The three campaign figures the counters count up to; the motion constants live in lib/countUp. */
export const tokenomics = {
  heading: 'Tokenomics',
  intro: `A fixed supply on ${chainLabel}. The targets below are campaign slogans, not forecasts: nothing here promises a return.`,
  counters: [
    { id: 'supply', label: 'Total supply', target: token.totalSupply, note: 'Minted once, fixed forever.' },
    { id: 'market-cap', label: 'Campaign market-cap slogan', target: 2_000_000, prefix: '$', note: 'Printed on the posters. Not a price target.' },
    { id: 'holders', label: 'Voter drive goal', target: 10_000, suffix: '+', note: 'Holders the campaign hopes to meet.' },
  ] satisfies CounterSpec[],
  claims: [
    { title: 'Fixed supply', body: '1,000,000,000 tokens, no mint function.' },
    { title: 'No burns', body: 'Nothing disappears to pump a chart.' },
    { title: 'No presale', body: 'Nobody got in before you did.' },
    { title: 'No team allocation', body: 'The cabinet holds what it buys, like everyone else.' },
  ],
} as const;

/** The optional live strip (shown only when a market endpoint is configured in content/token). */
export const marketStrip = {
  heading: 'Market now',
  labels: {
    price: 'Price',
    marketCap: 'Market cap',
    change: '24 h change',
    liquidity: 'Liquidity',
    volume: '24 h volume',
  },
  loading: 'Reading the market…',
  /** Read out for a figure a new pair does not have yet (shown as a dash). */
  notYet: 'not reported yet',
  source: (host: string) => `Live figures from ${host}`,
  readAt: (time: string) => `read at ${time}`,
  stale: (time: string) => `Stale: the last reading, at ${time}, could not be refreshed.`,
  unavailable: 'Market data unavailable right now. The figures above are the campaign’s, not the market’s.',
  disclaimer: 'Market figures move; the campaign’s do not. Not financial advice.',
} as const;
