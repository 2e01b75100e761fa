// What the built site makes a first visit download, read from dist/ (shared by the budget test and the bench).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size (level 9) of a file under `dist`. */
export function gzipBytes(dist, file) {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
}

/** The JS fetched before anything lazy: the entry script and what index.html preloads. */
export function firstLoadScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const src = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]);
  return [...src, ...preloads];
}

/** Lazy chunks named `name-<hash>.js` under dist/assets, as paths relative to dist. */
export function lazyChunks(dist, name) {
  return readdirSync(join(dist, 'assets'))
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}
