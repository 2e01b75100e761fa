export type CaptionStyle = 'classic' | 'law';

/** Characters a caption line holds, as a reader counts them. */
export const CAPTION_MAX = { line: 60, law: 120 } as const;

/** The law number a new meme starts with: the next one after the feed's fifteen. */
export const FIRST_MEME_LAW = 16;

/** The caption's words: its two styles, its fields, and what they say as the visitor types. */
export const memeCaption = {
  privacy: 'Nothing you type leaves this device: the picture is drawn in your browser, and no caption is sent anywhere or stored.',
  style: {
    legend: 'Caption',
    classic: 'Top and bottom',
    law: 'Law NNN:',
  },
  fields: {
    top: 'Top line',
    bottom: 'Bottom line',
    lawNumber: 'Law number',
    lawText: 'The law',
  },
  placeholders: {
    top: 'No policies',
    bottom: 'No problem',
    lawText: 'Every meme is now legally binding.',
  },
  count: (n: number, max: number) => `${n} / ${max}`,
  countLabel: (n: number, max: number) => `${n} of ${max} characters`,
  cut: (max: number) => `Cut to ${max} characters: a line holds no more.`,
  removed: 'Hidden control characters were taken out.',
} as const;
