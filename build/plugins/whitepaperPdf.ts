import type { Plugin } from 'vite';
import { whitepaper } from '../../src/content/whitepaper.ts';
import { buildWhitepaperPdf } from '../whitepaperPdf.ts';

/** Serves the whitepaper PDF in dev and emits it into the build, from the content module. */
export function whitepaperPdf(): Plugin {
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
