/**
 * The Chancellor's moments down the home page, in page order: where he stands
 * and what he does as each part scrolls by (the scene's poses, scene/poses.ts).
 * The scene only illustrates: every fact stays in the page's text.
 */
export type MomentId = 'hero' | 'about' | 'tokenomics' | 'reading' | 'roadmap' | 'cabinet';

/** The moments drawn in a wing beside the page's text (the hero and the cabinet have their own places). */
export type WingMoment = Exclude<MomentId, 'hero' | 'cabinet'>;
