import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { MODEL_TYPES } from '../hosting.ts';

const gzipped = promisify(gzip);

/** Pages' type, which staticHostRules sends too, for a client that takes no gzip. */
export const PAGE_TYPE = 'text/html; charset=utf-8';

/**
 * The compressible files a host gzips (nginx's `gzip_types`, and pages), with their types: those
 * vite preview's own file server gives them, pages with their charset.
 */
const TYPES: Readonly<Record<string, string>> = {
  '.html': PAGE_TYPE,
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
  ...MODEL_TYPES,
};

/** Smaller files go as they are, as nginx's `gzip_min_length` has them. */
const MIN_BYTES = 256;
/** nginx's `gzip_comp_level` in deploy/nginx.conf, so both hosts send the same bytes. */
const LEVEL = 6;

interface Entry {
  size: number;
  mtimeMs: number;
  body: Promise<Buffer>;
}

/**
 * Each file's gzip, made once per version of the file (its size and time) and kept in memory.
 * vite preview's compression middleware gzips every response again, in its one Node thread: a
 * page's scripts, asked for side by side, waited on each other's compression, and Lighthouse's
 * simulation takes the median of the origin's response times as the server's time for every
 * request, the document's included. Hosts answer from a cache (a CDN's edge, nginx's gzip in C
 * across workers); this is that cache for `npm start` and the scripts that measure the site.
 */
export function gzipCache(root: string) {
  const entries = new Map<string, Entry>();

  const entry = (file: string, stats: Stats): Entry => {
    const known = entries.get(file);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known;
    const body = readFile(file).then((bytes) => gzipped(bytes, { level: LEVEL }));
    const made = { size: stats.size, mtimeMs: stats.mtimeMs, body };
    entries.set(file, made);
    // A file that could not be read (gone mid-deploy) is tried afresh next time.
    body.catch(() => entries.get(file) === made && entries.delete(file));
    return made;
  };

  const compressible = (file: string, stats: Stats) => stats.isFile() && stats.size >= MIN_BYTES && extname(file) in TYPES;

  return {
    /** Makes every compressible file's gzip now, off the event loop (zlib's threads), so a first visit finds them made. */
    async warm(dir = root): Promise<void> {
      const names = await readdir(dir, { withFileTypes: true }).catch(() => []);
      await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name.name);
          if (name.isDirectory()) return this.warm(path);
          // A file gone since the listing (a build writing the folder) is made when first asked for.
          const stats = await stat(path).catch(() => null);
          if (stats && compressible(path, stats)) await entry(path, stats).body.catch(() => undefined);
        }),
      );
    },

    /**
     * Answers `req` with `file`'s gzip when the client takes gzip and the file is compressible;
     * returns false, having sent nothing, otherwise (a range request among them: the file server
     * answers those from the bytes as they are). A file comes with a weak validator, as nginx's
     * gzip sends, and a 304 when it matches; a page with neither: its headers and
     * body fill the first round trip of a new connection to within a few dozen bytes.
     */
    async send(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, page = false): Promise<boolean> {
      const type = TYPES[extname(file)];
      if (!type || !compressible(file, stats) || req.headers.range) return false;
      if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
      const body = await entry(file, stats).body;
      if (page) {
        res.setHeader('Vary', 'Accept-Encoding');
      } else {
        const tag = `W/"${stats.size}-${Math.round(stats.mtimeMs)}"`;
        res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
        res.setHeader('ETag', tag);
        res.setHeader('Last-Modified', stats.mtime.toUTCString());
        if (req.headers['if-none-match'] === tag) {
          res.statusCode = 304;
          res.end();
          return true;
        }
      }
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
