import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { cacheControl, REVALIDATE } from '../hosting.ts';
import { builtPageStyleHashes, builtStyleHashes, securityHeaders, type SecurityOptions } from '../securityHeaders.ts';

/**
 * `vite preview` (the local production server, `npm start`) sends what a
 * configured host sends: the security headers, the policy naming the
 * pages' inline stylesheets by their hashes (a page's own only, as nginx
 * sends it: the others' would push the page past its first round trip), and
 * Cache-Control by path. The host files themselves are written by scripts/build.mjs.
 */
export function securityHeadersPlugin(options: SecurityOptions): Plugin {
  return {
    name: 'chipc:security-headers',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      // Files: their policy lets a worker compile WebAssembly (the scene's, for the model's decoder).
      const headers = securityHeaders({ ...options, styleHashes: builtStyleHashes(dist), wasm: true });
      const pages = builtPageStyleHashes(dist);
      /** The file a page's address is answered with: its own, or the 404 view. */
      const pageFile = (path: string) => {
        const file = path === '/' ? 'index.html' : path.endsWith('.html') ? path.slice(1) : `${path.slice(1)}/index.html`;
        return file in pages ? file : '404.html';
      };
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        // A path with no file extension is a page (or the 404 view); the static server may set its own, this wins.
        const html = !/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html');
        const sent = html && pages['404.html'] ? securityHeaders({ ...options, styleHashes: pages[pageFile(path)] }) : headers;
        for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
        const cache = cacheControl(path, html);
        const setHeader = res.setHeader.bind(res);
        res.setHeader = (name: string, value: number | string | readonly string[]) =>
          name.toLowerCase() === 'cache-control' ? res : setHeader(name, value);
        setHeader('Cache-Control', cache);
        // An error is never kept: a missing /assets/ file must not be cached as immutable (nginx agrees).
        const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => typeof res;
        res.writeHead = ((status: number, ...rest: unknown[]) => {
          if (status >= 400) setHeader('Cache-Control', REVALIDATE);
          return writeHead(status, ...rest);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}
