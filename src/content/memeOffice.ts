import { token } from './token';

/** The meme office's own words: its page's head (the community page's invitation to it is community.ts's). */
export const memeOffice = {
  eyebrow: 'Ministry of Memes',
  heading: 'Make a meme of the cabinet',
  intro: `Infinite meme potential, delivered. Pick ${token.name} or a minister, a moment and a backdrop, write the caption, then download the picture or share it from your phone.`,
} as const;
