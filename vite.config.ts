import react from '@vitejs/plugin-react';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { headersFile, securityHeaders, type SecurityOptions } from './build/securityHeaders.ts';
import { buildWhitepaperPdf } from './build/whitepaperPdf.ts';
import { whitepaper } from './src/content/whitepaper.ts';
import { parseContractAddress, parseExternalUrl } from './src/lib/contract.ts';

/** Serves the whitepaper PDF in dev and emits it into the build, from the content module. */
function whitepaperPdf(): Plugin {
  const url = `/${whitepaper.fileName}`;
  return {
    name: 'chipc:whitepaper-pdf',
    configureServer(server) {
      server.middlewares.use(url, (_req, res) => {
        void buildWhitepaperPdf().then((bytes) => {
          res.setHeader('Content-Type', 'application/pdf');
          res.end(Buffer.from(bytes));
        });
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: whitepaper.fileName, source: await buildWhitepaperPdf() });
    },
  };
}

/** Preloads the headline font so `font-display: optional` can use it on the first paint. */
function preloadFonts(): Plugin {
  return {
    name: 'chipc:preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return Object.keys(ctx.bundle)
          .filter((file) => file.endsWith('.woff2'))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** The security headers: on every response of `vite preview` (the local production server), and as dist/_headers for static hosts. */
function securityHeadersPlugin(options: SecurityOptions): Plugin {
  const headers = securityHeaders(options);
  const apply = (res: { setHeader: (name: string, value: string) => void }) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };
  return {
    name: 'chipc:security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        apply(res);
        next();
      });
    },
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(options) });
    },
  };
}

/**
 * `vite preview` as a static host should behave (see README, "Static hosting"):
 * a route serves its prerendered page, a trailing slash redirects to the bare
 * path, and anything that is neither a file nor a route gets 404.html with
 * status 404, never the home page's markup.
 */
function staticHostRules(): Plugin {
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

export default defineConfig(({ mode }) => {
  // A malformed address or link fails the build here, not in a visitor's wallet.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  parseContractAddress(env.VITE_CONTRACT_ADDRESS);
  for (const key of ['VITE_BUY_URL', 'VITE_CHAT_URL', 'VITE_SOCIAL_URL', 'VITE_SITE_URL', 'VITE_MARKET_URL']) parseExternalUrl(env[key], 'https://x.invalid/');
  // The page may connect to the market endpoint's origin, and to nothing else beyond its own.
  const market = parseExternalUrl(env.VITE_MARKET_URL, '');
  const security = { connectOrigins: market ? [new URL(market).origin] : [] };

  return {
    // The headers plugin comes first, so its middleware stamps every response, 404s included.
    plugins: [securityHeadersPlugin(security), react(), whitepaperPdf(), preloadFonts(), staticHostRules()],
    // The 3D chunk (three.js, r3f, drei) is large by nature and loads lazily, after the page.
    build: { target: 'es2022', assetsInlineLimit: 0, chunkSizeWarningLimit: 1100 },
    preview: { host: '127.0.0.1' },
  };
});
