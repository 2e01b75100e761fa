import { accents } from '../theme/palette';
import { launchPlatform } from './token';

type PhaseStatus = 'Completed' | 'In Progress' | 'Upcoming' | 'Future';

export interface RoadmapPhase {
  phase: string;
  title: string;
  status: PhaseStatus;
  items: readonly string[];
  /** Accent of the card and its badge. */
  colour: string;
  side: 'left' | 'right';
}

/** The one progress figure the roadmap shows: the campaign is 73% through its trail. */
export const IN_PROGRESS_PERCENT = 73;

export const roadmap = {
  heading: 'Roadmap',
  intro: 'Four phases, each one as binding as an election promise.',
  progressLabel: 'Phase progress',
  phases: [
    {
      phase: 'Phase 1',
      title: 'The Manifesto',
      status: 'Completed',
      items: ['Ticker chosen after fourteen recounts', 'Character compiled, suit pressed', 'Website printed on recycled pixels'],
      colour: accents.completed,
      side: 'left',
    },
    {
      phase: 'Phase 2',
      title: 'The Campaign Trail',
      status: 'In Progress',
      items: [`Fair launch on ${launchPlatform.name}`, 'Community chat opens its doors', 'First cabinet meeting, agenda pending'],
      colour: accents.inProgress,
      side: 'right',
    },
    {
      phase: 'Phase 3',
      title: 'The Meme Legislature',
      status: 'Upcoming',
      items: ['Weekly meme-law vote in the chat', 'Cabinet reshuffle by popular demand', 'Stage appearances at crypto events'],
      colour: accents.upcoming,
      side: 'left',
    },
    {
      phase: 'Phase 4',
      title: 'The Second Term',
      status: 'Future',
      items: ['Re-election, unopposed by anyone real', 'A state visit to the moon, by video call', 'Term limits repealed by meme'],
      colour: accents.future,
      side: 'right',
    },
  ] satisfies RoadmapPhase[],
} as const;
