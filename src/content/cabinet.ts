import { accents } from '../theme/palette';
import { ministerPoster } from './posters';

export type MinisterStatus = 'ACTIVE' | 'ONLINE' | 'GLITCHED' | 'MALFUNCTIONING';

export interface Minister {
  id: string;
  name: string;
  title: string;
  department: string;
  /** Shown as written: the cabinet does not do arithmetic. */
  corruption: string;
  speciality: string;
  /** Path of the still portrait rendered from the scene, served from public/. */
  image: string;
  imageAlt: string;
  status: MinisterStatus;
  quote: string;
}

/** Badge colours per status; text on them is navy, all pass WCAG AA. */
export const statusColours: Record<MinisterStatus, string> = {
  ACTIVE: accents.active,
  ONLINE: accents.online,
  GLITCHED: accents.glitched,
  MALFUNCTIONING: accents.malfunctioning,
};

export const cabinet = {
  heading: 'The cabinet',
  intro: 'Four AI ministers, hand-picked by a random number generator.',
  labels: { department: 'Department', corruption: 'Corruption', speciality: 'Speciality' },
  ministers: [
    {
      id: 'byte',
      name: 'Minister Byte',
      title: 'Minister of Finance',
      department: 'Department of Rounding Errors',
      corruption: '12%',
      speciality: 'Balancing the budget on a USB stick',
      image: ministerPoster.src('byte'),
      imageAlt: 'Minister Byte, a square-headed robot in a navy suit and red tie, with green eyes and a microchip on top',
      status: 'ACTIVE',
      quote: 'The numbers add up. I checked them against themselves.',
    },
    {
      id: 'cache',
      name: 'Secretary Cache',
      title: 'Secretary of State',
      department: 'Department of Selective Memory',
      corruption: '47%',
      speciality: 'Forgetting inconvenient records on request',
      image: ministerPoster.src('cache'),
      imageAlt: 'Secretary Cache, a round-headed robot with blue eyes and a satellite dish, circled by a glowing halo',
      status: 'ONLINE',
      quote: 'I have no recollection of that transaction, and neither does the block explorer.',
    },
    {
      id: 'glitch',
      name: 'General Glitch',
      title: 'Minister of Defence',
      department: 'Department of Firewalls',
      corruption: '99.9%',
      speciality: 'Declaring war on the spam folder',
      image: ministerPoster.src('glitch'),
      imageAlt: 'General Glitch, a robot in a dark suit and peaked cap with pink eyes and a pink tie',
      status: 'GLITCHED',
      quote: 'We will defend every b-b-b-border. Which border? All of them. None of them.',
    },
    {
      id: 'overflow',
      name: 'Dr. Overflow',
      title: 'Minister of Health and Memes',
      department: 'Department of Viral Affairs',
      corruption: '404%',
      speciality: 'Prescribing memes for every condition',
      image: ministerPoster.src('overflow'),
      imageAlt: 'Dr. Overflow, a dome-headed robot with orange eyes and tie, throwing sparks from its head',
      status: 'MALFUNCTIONING',
      quote: 'Take two memes and call me in the next bull market.',
    },
  ] satisfies Minister[],
} as const;
