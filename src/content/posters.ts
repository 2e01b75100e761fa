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
