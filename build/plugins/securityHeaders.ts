import type { Plugin } from 'vite';
import { headersFile, securityHeaders, type SecurityOptions } from '../securityHeaders.ts';

/** The security headers: on every response of `vite preview` (the local production server), and as dist/_headers for static hosts. */
export function securityHeadersPlugin(options: SecurityOptions): Plugin {
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
