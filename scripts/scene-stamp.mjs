// The scene's stamp: what the posters in public/ were rendered from, and the posters themselves.
// `npm run posters` writes it beside the pictures; a unit test compares it with the sources and the
// pictures as they stand, so a change to the look that was not followed by new posters (lite mode,
// reduced motion, the share image), or a poster changed or lost on its own, fails.
//
// What the look depends on is read, not kept by hand: every module the scene's worker reaches
// through relative imports (its actors, sets, the content and layout maths they draw with), the
// versions of the libraries that draw it, and the script that photographs it. A list kept by hand
// falls behind the first time a set starts drawing a new file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
/** Where the scene starts: everything it draws is reached from here. */
export const SCENE_ENTRY = 'src/scene/worker/sceneWorker.tsx';
/**
 * Not imported by the worker, but deciding what the posters show: the photographer, its sizes,
 * and the page's reader of the portrait booth's reel, through which it takes the stickers' cut-out
 * frames (the booth itself, in the worker, is reached from the entry).
 */
export const PHOTOGRAPHER = ['scripts/posters.mjs', 'src/content/posters.json', 'src/content/stickerCutOuts.json', 'src/scene/page/debug.ts'];
/** The packages that draw the scene: their versions are part of the look. */
const DRAWING_PACKAGE = /^node_modules\/(three|postprocessing|@react-three\/[^/]+|@fontsource\/oswald)$/;
/** Where the posters are kept, and the stickers' cut-out frames. */
export const POSTERS_DIRS = ['public/posters', 'public/stickers'];
/** Where the stamp of the posters in public/ is kept. */
export const STAMP_FILE = 'src/content/posters.stamp.txt';

// Static imports and re-exports (not those of types alone: the compiler erases them), and dynamic imports.
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as the bundler resolves it (a `?url` query dropped). */
function resolve(from, specifier) {
  const base = join(dirname(join(root, from)), specifier.replace(/\?.*$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  throw new Error(`scene stamp: ${from} imports ${specifier}, which is not there`);
}

/** Every file reached from `entry` through relative imports, itself included, sorted. */
export function importGraph(entry = SCENE_ENTRY) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[mc]?[jt]sx?$/.test(file)) continue; // a stylesheet or an asset: hashed, not read for imports
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) queue.push(resolve(file, specifier));
    }
  }
  return [...seen].sort();
}

/** The installed versions of the drawing packages, as the lockfile pins them. */
export function drawingVersions() {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(([path]) => DRAWING_PACKAGE.test(path))
    .map(([path, { version }]) => `${path.slice('node_modules/'.length)}@${version}`)
    .sort();
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** The stamp of the look as the sources stand now. */
export function sceneStamp() {
  const hash = createHash('sha256');
  for (const file of [...new Set([...importGraph(), ...PHOTOGRAPHER])].sort()) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(root, file)));
  }
  for (const version of drawingVersions()) hash.update(`${version}\n`);
  return hash.digest('hex').slice(0, 16);
}

/** Each poster (and cut-out sheet) now in public/, by its path there, with a hash of its bytes. */
export function posterHashes() {
  return Object.fromEntries(
    POSTERS_DIRS.flatMap((folder) => {
      const dir = join(root, folder);
      const names = existsSync(dir) ? readdirSync(dir).sort() : [];
      return names.map((name) => [`${folder}/${name}`, sha256(readFileSync(join(dir, name))).slice(0, 16)]);
    }),
  );
}

/** The stamp file's text for the sources and posters as they stand now. */
export function stampText() {
  const lines = [`scene ${sceneStamp()}`, ...Object.entries(posterHashes()).map(([file, hash]) => `${file} ${hash}`)];
  return `${lines.join('\n')}\n`;
}

/**
 * The stamp the posters were rendered with: the scene's, and each poster's hash as written then.
 * Null if none was written.
 */
export function readStamp() {
  let text;
  try {
    text = readFileSync(join(root, STAMP_FILE), 'utf8');
  } catch {
    return null;
  }
  const entries = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/));
  const scene = entries.find(([key]) => key === 'scene')?.[1] ?? null;
  const posters = Object.fromEntries(entries.filter(([key]) => key !== 'scene'));
  return { scene, posters };
}
