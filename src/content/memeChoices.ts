/** The meme maker's choices: who, in which moment, on which backdrop, at which shape. */
import { ui } from '../theme/palette';
import { cabinet } from './cabinet';
import type { MomentId } from './moments';
import { token } from './token';

/** Who can be in a meme: the Chancellor, or one of his ministers by id (content/cabinet). */
export const CHANCELLOR = 'chancellor';

export const memeCharacters = [
  { id: CHANCELLOR, name: token.name, role: 'The candidate himself' },
  ...cabinet.ministers.map((m) => ({ id: m.id, name: m.name, role: m.title })),
];

/** The Chancellor's moments as the scene plays them (content/moments), in a meme's words. */
export const memeMoments: readonly { id: MomentId; label: string; describe: string }[] = [
  { id: 'hero', label: 'At the podium', describe: 'waving from the podium' },
  { id: 'about', label: 'Presenting', describe: 'presenting with an open arm' },
  { id: 'tokenomics', label: 'Coins pouring in', describe: 'cheering under a shower of coins' },
  { id: 'reading', label: 'Reading a law', describe: 'reading out a new law' },
  { id: 'roadmap', label: 'On the campaign trail', describe: 'walking the campaign trail' },
  { id: 'cabinet', label: 'With the cabinet', describe: 'welcoming his four ministers' },
];

export type BackdropId = 'navy' | 'red' | 'neon' | 'set';

/** The picture's ground: the campaign's colours (theme/palette), or the set of the moment chosen. */
export const memeBackdrops: readonly { id: BackdropId; label: string; describe: string; swatch: readonly string[] }[] = [
  { id: 'navy', label: 'Campaign navy', describe: 'campaign navy', swatch: [ui.navy700, ui.navy950] },
  { id: 'red', label: 'Ballot red', describe: 'a ballot-red sunburst', swatch: [ui.redBright, ui.redDeep] },
  { id: 'neon', label: 'Neon circuit', describe: 'a neon circuit board', swatch: [ui.neon, ui.navy900] },
  { id: 'set', label: "The moment's set", describe: 'his stage set', swatch: [ui.gold, ui.navy800] },
];

/** What the set backdrop shows for each moment: its accent light and the words on its screen. */
export const memeSets: Record<MomentId, { accent: string; screen: string }> = {
  hero: { accent: ui.redBright, screen: 'VOTE CHIP' },
  about: { accent: ui.neon, screen: 'POLICY: TBA' },
  tokenomics: { accent: ui.gold, screen: '1,000,000,000' },
  reading: { accent: ui.sky, screen: 'NEW LAW' },
  roadmap: { accent: ui.green, screen: 'PHASE 2 · 73%' },
  cabinet: { accent: ui.violet, screen: 'CABINET IN SESSION' },
};

export type MemeShape = 'square' | 'wide';

/** The two sizes a picture is made at: a square for feeds and chats, a wide card for links and X. */
export const memeShapes: readonly { id: MemeShape; label: string; width: number; height: number }[] = [
  { id: 'square', label: 'Square', width: 1080, height: 1080 },
  { id: 'wide', label: 'Wide', width: 1200, height: 630 },
];

/** The choices' legends. */
export const memeChoices = {
  character: { legend: 'Who' },
  moment: { legend: 'Moment', ministerNote: 'Ministers strike one pose: their own, at their desk in the cabinet.' },
  backdrop: { legend: 'Backdrop' },
  shape: { legend: 'Shape' },
} as const;
