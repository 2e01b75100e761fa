// The scene's stamp: a hash of the sources that decide how the 3D looks (robots, actors, sets,
// studio, finish, poses, face, palette) and of the script that photographs it. `npm run posters`
// writes it beside the pictures; a unit test compares it with the sources, so a change to the
// look that was not followed by new posters (lite mode, reduced motion, the share image) fails.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
/** What the posters show depends on: folders whole, and single files. */
export const LOOK_SOURCES = [
  'src/scene/robot',
  'src/scene/actors',
  'src/scene/lighting',
  'src/scene/post',
  'src/scene/looks.ts',
  'src/scene/poses.ts',
  'src/lib/face.ts',
  'src/lib/pose.ts',
  'src/theme/palette.ts',
  'scripts/posters.mjs',
];
/** Where the stamp of the posters in public/ is kept. */
export const STAMP_FILE = 'src/content/posters.stamp.txt';

function files(path) {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => files(relative(root, join(full, name))));
}

/** The stamp of the look as the sources stand now. */
export function sceneStamp() {
  const hash = createHash('sha256');
  const list = LOOK_SOURCES.flatMap(files)
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .sort();
  for (const file of list) {
    hash.update(file);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The stamp the posters were rendered with, or null if none was written. */
export function postersStamp() {
  try {
    return readFileSync(join(root, STAMP_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}
