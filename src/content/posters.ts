// Still pictures rendered from the 3D scene by `npm run posters` (scripts/posters.mjs reads the same JSON).
import posters from './posters.json' with { type: 'json' };

export const heroPoster = posters.hero;

export const ministerPoster = {
  width: posters.minister.width,
  height: posters.minister.height,
  src: (id: string) => `${posters.minister.dir}/minister-${id}.webp`,
};
