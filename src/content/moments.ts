/**
 * The Chancellor's moments down the home page, in page order: what he does
 * as each part scrolls by (the scene's poses and sets, scene/worker/momentPoses.ts). He
 * stays with the reader in one place on screen, the companion, and his
 * moment follows the part being read. The scene only illustrates: every
 * fact stays in the page's text.
 */
export const MOMENTS = ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet'] as const;

export type MomentId = (typeof MOMENTS)[number];

/**
 * The home page's acts, its parts as the reader meets them (`data-act`), in page order: each is
 * named for the moment the Chancellor plays while it is read, so an act and its moment share an id.
 */
export type ActId = MomentId;

/** The acts that hold sections in an `<Act>`; the hero and the cabinet are each one section, an act by itself. */
export type SectionsAct = Exclude<ActId, 'hero' | 'cabinet'>;

/** The Chancellor's companion: the place that stays on screen beside (or above) what the reader reads. */
export const companionCopy = {
  /** The one control where he stands: he reacts and reads out a law. */
  ask: 'Ask the Chancellor',
  /** Before the law he reads out, in the speech bubble and its announcement. */
  answer: 'The Chancellor decrees:',
  /** How long his answer stays in the bubble. */
  answerMs: 8000,
} as const;
