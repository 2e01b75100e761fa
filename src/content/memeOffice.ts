import { token } from './token';

/** The meme office's own words: its page's head, and its invitation from the community page. */
export const memeOffice = {
  eyebrow: 'Ministry of Memes',
  heading: 'Make a meme of the cabinet',
  intro: `Infinite meme potential, delivered. Pick ${token.name} or a minister, a moment and a backdrop, write the caption, then download the picture or share it from your phone.`,
  fromCommunity: {
    heading: 'Make a meme',
    body: `The campaign runs on memes. Put ${token.name} or a minister in one and share it.`,
    link: 'Open the meme office',
  },
} as const;
