/**
 * The Chancellor's moments down the home page, in page order: what he does
 * as each part scrolls by (the scene's poses and sets, scene/poses.ts). He
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

/** A moment's place in page order, or -1 for none: how the page tells the scene's worker. */
export const momentIndex = (moment: MomentId | null) => (moment === null ? -1 : MOMENTS.indexOf(moment));

/** The moment at `index` in page order, or null. */
export const momentAt = (index: number): MomentId | null => MOMENTS[index] ?? null;
