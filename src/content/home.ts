import { paths } from './paths';
import { heroPoster } from './posters';
import { chain, chainLabel, launchPlatform, token } from './token';

/** Copy of the hero, about and features sections. */
export const hero = {
  eyebrow: 'Paid for by the Committee to Re-Compile Chip',
  title: token.ticker,
  name: token.name,
  tagline:
    'The first AI politician that admits it was trained on campaign promises. No policies, no memory of what it said yesterday, one billion tokens.',
  buyLabel: `Buy on ${launchPlatform.name}`,
  chatLabel: 'Join the campaign chat',
  portrait: heroPoster,
  portraitAlt: `${token.name}, a robot politician in a navy suit and red tie, waving from a red ${token.ticker} podium`,
  stats: [
    { label: 'Total supply', value: '1B', hint: 'One billion tokens, minted once. Nobody can mint more.' },
    { label: 'Launch platform', value: launchPlatform.name, hint: `The fair-launch platform where ${token.ticker} starts trading.` },
    { label: 'Blockchain', value: chain.short, hint: `${chainLabel}: fees small enough to afford a second opinion.` },
    { label: 'Meme potential', value: '∞', hint: 'Unaudited. Unbounded. Unfalsifiable.', link: { href: paths.memes, label: 'Make a meme' } },
  ],
} as const;

export const contractBox = {
  label: 'Contract address',
  pending: 'Revealed at launch. Anyone sending you an address before then is campaigning for someone else.',
  copy: 'Copy address',
  copied: 'Copied',
  copiedAnnouncement: 'Contract address copied to the clipboard.',
  manual: 'Press Ctrl+C (or ⌘C) to copy the selected address.',
  tooltip: 'Copy the contract address',
} as const;

export const about = {
  heading: `Meet ${token.name}`,
  intro: `${token.name} is a large language model that ran out of things to predict and decided to run for office instead. It stands on ${chainLabel} for one term of indeterminate length, promising nothing with remarkable consistency.`,
  features: [
    {
      title: 'Trained on every debate',
      body: 'Forty years of televised debates, compressed into a single sentence that answers any question with a different question.',
    },
    {
      title: 'Zero-latency U-turns',
      body: 'Changes its position in under 3 ms, faster than any human politician and with better uptime.',
    },
    {
      title: 'Hallucinates on schedule',
      body: 'Invents statistics only during office hours, and always cites itself as the source.',
    },
    {
      title: 'Fully transparent',
      body: 'You can see right through it. The satire is the product; there is nothing else underneath.',
    },
  ],
  quote: 'I will not rest until every block has a committee and every committee has a block.',
  quoteBy: `${token.name}, inaugural keynote`,
} as const;

export const features = {
  heading: 'Revolutionary features',
  intro: 'Three policies, zero implementation details. Just like the real thing.',
  cards: [
    {
      title: 'Satirical on-chain voting',
      body: 'Cast your vote in the campaign chat. Every vote is counted, weighed, and then ignored with full cryptographic certainty.',
      icon: 'ballot',
    },
    {
      title: 'Broken AI governance',
      body: 'Policies drafted by a model that forgets the context window after every speech. Continuity of government, reimagined.',
      icon: 'circuit',
    },
    {
      title: 'Meme-powered decisions',
      body: 'The best meme of the week becomes the official position of the cabinet, until a better one comes along.',
      icon: 'spark',
    },
  ],
  cta: 'Join the campaign',
} as const;
