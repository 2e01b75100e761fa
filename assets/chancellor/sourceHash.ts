import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

/** What the model is made from: this folder's sources (not its tests) and the palette it is coloured from. */
const sourceFiles = (): string[] =>
  [
    ...readdirSync(HERE)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(HERE, f)),
    join(ROOT, 'src', 'theme', 'palette.ts'),
  ].sort();

/** A hash of every source file's path and text: the built model records it, and a stale model shows by a different one. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles()) hash.update(`${relative(ROOT, file)}\n${readFileSync(file, 'utf8').replace(/\r\n/g, '\n')}\n`);
  return hash.digest('hex');
}

/** Where the built model lives, committed beside its source. */
export const MODEL_PATH = join(ROOT, 'assets', 'chancellor.glb');
