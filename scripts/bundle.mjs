// What the built site makes a first visit download, read from dist/ (shared by the budget test and the bench).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size (level 9) of a file under `dist`. */
export function gzipBytes(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The scripts a prerendered page's boot starts, in order (entry first), read from its JSON data block. */
export function bootScripts(html) {
  const data = /<script type="application\/json" id="chipc-boot">([^<]*)<\/script>/.exec(html)?.[1];
  return data ? JSON.parse(data).scripts : [];
}

/**
 * The JS a first visit fetches before anything lazy: what the page's boot starts after the first
 * paint (the entry, its imports, the page's chunk and its imports), as paths relative to `dist`.
 */
export function firstLoadScripts(dist, page = 'index.html') {
  return bootScripts(readFileSync(join(dist, page), 'utf8')).map((href) => href.replace(/^\//, ''));
}

/** Lazy chunks named `name-<hash>.js` under dist/assets, as paths relative to dist. */
export function lazyChunks(dist, name) {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}
