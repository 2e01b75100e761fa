import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

export default defineConfig(({ mode }) => {
  // A malformed address or link fails the build here, not in a visitor's wallet.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  parseContractAddress(env.VITE_CONTRACT_ADDRESS);
  for (const key of ['VITE_BUY_URL', 'VITE_CHAT_URL', 'VITE_SOCIAL_URL']) parseExternalUrl(env[key], 'https://x.invalid/');

  return {
    plugins: [react(), whitepaperPdf(), preloadFonts()],
    // The 3D chunk (three.js, r3f, drei) is large by nature and loads lazily, after the page.
    build: { target: 'es2022', assetsInlineLimit: 0, chunkSizeWarningLimit: 1100 },
    preview: { host: '127.0.0.1' },
  };
});
