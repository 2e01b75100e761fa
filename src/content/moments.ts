/**
 * The Chancellor's moments down the home page, in page order: what he does
 * as each part scrolls by (the scene's poses and sets, scene/worker/poses.ts). He
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

