/**
 * The Chancellor's moments down the home page, in page order: what he does
 * as each part scrolls by (the scene's poses and sets, scene/worker/poses.ts). He
 * stays with the reader in one place on screen, the companion, and his
 * moment follows the part being read. The scene only illustrates: every
 * fact stays in the page's text.
 */
export const MOMENTS = ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet'] as const;

export type MomentId = (typeof MOMENTS)[number];

/** The moments of the parts after the first screen, each an act of the home page with its own sections. */
export type ActMoment = Exclude<MomentId, 'hero' | 'cabinet'>;
