import { token } from './token';

/** The picture's own words: the mark in its corner, and what it shows. */
export const memePicture = {
  mark: `${token.ticker} · satire`,
  /** What the picture shows, for the preview's description. */
  describe: {
    who: (name: string, doing: string | null) => (doing ? `${name} ${doing}` : `${name} at his desk`),
    on: (backdrop: string) => `on ${backdrop}`,
    top: (text: string) => `Top line: “${text}”.`,
    bottom: (text: string) => `Bottom line: “${text}”.`,
    law: (label: string, text: string) => `Banner: “${label} ${text}”.`,
    none: 'No caption yet.',
    mark: `Marked “${token.ticker} · satire” in the corner.`,
  },
} as const;
