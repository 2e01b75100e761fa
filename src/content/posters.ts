// Still pictures rendered from the 3D scene by `npm run posters` (scripts/posters.mjs reads the same JSON).
import posters from './posters.json' with { type: 'json' };

/** The Chancellor at his podium: the show's screen and the share image. */
export const heroPoster = posters.hero;

/** The shapes the companion takes: a column beside the text (wide screens), a band above it (upright phones). */
export type CompanionShape = 'column' | 'band';

/** Each moment as the companion shows it, in either shape, on a transparent ground. */
export const companionPoster = {
  column: posters.companion.column,
  band: posters.companion.band,
  src: (moment: string, shape: CompanionShape) => `${posters.companion.dir}/${moment}-${shape}.webp`,
};

export const ministerPoster = {
  width: posters.minister.width,
  height: posters.minister.height,
  src: (id: string) => `${posters.minister.dir}/minister-${id}.webp`,
};

/**
 * The cut-out frames stickers are made from where the live 3D stage is off: for a few poses, a
 * short loop of the character alone on a transparent ground, `frames` frames of `size` px square
 * laid out `columns` to a row in one WebP, fetched only when a sticker is made.
 */
export const stickerCutOuts = {
  ...posters.stickers,
  src: (pose: string) => `${posters.stickers.dir}/${pose}.webp`,
};
