import { readFileSync, statSync, type Stats } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { MODEL_TYPES } from '../hosting.ts';
import { gzipCache, PAGE_TYPE } from './gzipCache.ts';

/**
 * `vite preview` as a static host should behave (see README, "Static hosting"):
 * a route serves its prerendered page, a trailing slash redirects to the bare
 * path, and anything that is neither a file nor a route gets 404.html with
 * status 404, never the home page's markup. Pages and compressible files go
 * gzipped from a cache, as a host's do; pictures, range requests and clients
 * that take no gzip get vite's file server.
 */
export function staticHostRules(): Plugin {
  return {
    name: 'chipc:static-host-rules',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      const gzipped = gzipCache(root);
      void gzipped.warm();
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        let path: string;
        try {
          path = decodeURIComponent(url.pathname);
        } catch {
          path = '\0'; // malformed escapes: not a file, not a route
        }
        if (path.length > 1 && path.endsWith('/') && !path.slice(0, -1).endsWith('/')) {
          res.statusCode = 301;
          res.setHeader('Location', url.pathname.slice(0, -1) + url.search);
          return res.end();
        }
        const file = resolve(root, `.${path}`);
        const inside = file === root || file.startsWith(root + sep);
        const valid = inside && !path.includes('\0');
        const asked = valid ? fileStats(file) : null;
        if (asked) {
          // Types vite's file server does not know (a USDZ); it keeps a type already set.
          const model = MODEL_TYPES[extname(file)];
          if (model) res.setHeader('Content-Type', model);
          gzipped.send(req, res, file, asked).then((sent) => sent || next(), next);
          return;
        }
        const index = valid ? join(file, 'index.html') : '';
        const page = index && fileStats(index) ? index : join(root, '404.html');
        const stats = fileStats(page);
        if (!stats) return next();
        res.statusCode = page === index ? 200 : 404;
        gzipped.send(req, res, page, stats, true).then((sent) => {
          if (sent) return;
          res.setHeader('Content-Type', PAGE_TYPE);
          res.setHeader('Vary', 'Accept-Encoding');
          res.setHeader('Content-Length', stats.size);
          res.end(req.method === 'HEAD' ? undefined : readFileSync(page));
        }, next);
      });
    },
  };
}

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}
