// The floors of src/ and what each may not import: eslint.config.js makes its zones of them, and
// scripts/architecture.mjs writes them into docs/ARCHITECTURE.md. Plain JS: both are.

/** The floors, left to right: a floor imports only those to its left (the scene's one lazy door aside). */
export const FLOORS = [['content', 'theme', 'lib'], ['runtime', 'bridge'], ['mode'], ['components', 'motion', 'scene'], ['sections', 'features'], ['pages'], ['routes.ts'], ['App', 'main']];

const upper = ['runtime', 'bridge', 'mode', 'components', 'motion', 'scene', 'features', 'sections', 'pages'];

/** Each folder of src/, and the folders it may not import. */
export const ABOVE = {
  content: upper,
  theme: ['content', 'lib', ...upper],
  lib: ['content', ...upper],
  runtime: upper.filter((l) => l !== 'runtime'),
  bridge: upper.filter((l) => l !== 'bridge'),
  mode: ['components', 'motion', 'features', 'sections', 'pages'],
  components: ['motion', 'scene', 'features', 'sections', 'pages'],
  motion: ['mode', 'components', 'scene', 'features', 'sections', 'pages'],
  scene: ['mode', 'components', 'motion', 'features', 'sections', 'pages'],
  features: ['motion', 'scene', 'sections', 'pages'],
  sections: ['scene', 'features', 'pages'],
  pages: ['scene'],
};
