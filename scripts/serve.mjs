// dist/ served by `vite preview` (with the site's host rules and headers) for the scripts that drive a browser.
import { preview } from 'vite';

/** Starts the server on `port` over `outDir`; returns its address and a function that stops it. */
export async function serveDist(port, outDir = 'dist') {
  const server = await preview({ build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true }, logLevel: 'warn' });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.httpServer.close(resolve)),
  };
}
