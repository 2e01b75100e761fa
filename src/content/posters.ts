// Still pictures rendered from the 3D scene by `npm run posters` (scripts/posters.mjs reads the same JSON).
import posters from './posters.json' with { type: 'json' };

export const heroPoster = posters.hero;

/** The Chancellor's moment beside a part of the page, in the wing the scene draws into. */
export const wingPoster = {
  width: posters.wing.width,
  height: posters.wing.height,
  src: (moment: string) => `${posters.wing.dir}/${moment}.webp`,
};

/** The whole cabinet on one stage with the Chancellor. */
export const cabinetPoster = posters.cabinet;

export const ministerPoster = {
  width: posters.minister.width,
  height: posters.minister.height,
  src: (id: string) => `${posters.minister.dir}/minister-${id}.webp`,
};
