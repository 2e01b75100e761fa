import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * `vite preview` as a static host should behave (see README, "Static hosting"):
 * a route serves its prerendered page, a trailing slash redirects to the bare
 * path, and anything that is neither a file nor a route gets 404.html with
 * status 404, never the home page's markup.
 */
export function staticHostRules(): Plugin {
  return {
    name: 'chipc:static-host-rules',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
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
        if (valid && isFile(file)) return next();
        const page = valid && isFile(join(file, 'index.html')) ? join(file, 'index.html') : join(root, '404.html');
        res.statusCode = page.endsWith('404.html') ? 404 : 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Vary', 'Accept-Encoding');
        // Compressed as any CDN would serve it (the assets already are, by vite preview).
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? gzipSync(readFileSync(page)) : readFileSync(page);
        if (gzip) res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
