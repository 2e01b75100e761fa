import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { securityHeadersPlugin } from './build/plugins/securityHeaders.ts';
import { pageFiles } from './build/plugins/pageFiles.ts';
import { room } from './build/plugins/room.ts';
import { staticHostRules } from './build/plugins/staticHostRules.ts';
import { theme } from './build/plugins/theme.ts';
import { whitepaperPdf } from './build/plugins/whitepaperPdf.ts';
import { assertChecksummed } from './build/checksum.ts';
import { securityFromEnv } from './build/hosting.ts';
import { parseContractAddress, parseExternalUrl } from './src/lib/contract.ts';

/**
 * Modules the scene's worker runs (scene/worker/, the protocol, and the one page module it shares,
 * the error boundary): no fast refresh in development, whose runtime needs a window (a worker has
 * none). The scene's page side (scene/page/) keeps it.
 */
const WORKER_MODULES = [/\/node_modules\//, /\/src\/scene\/(worker\/|protocol\.ts$)/, /\/src\/runtime\/ErrorBoundary\.tsx$/];

export default defineConfig(({ mode }) => {
  // A malformed address or link fails the build here, not in a visitor's wallet.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  assertChecksummed(parseContractAddress(env.VITE_CONTRACT_ADDRESS));
  for (const key of ['VITE_BUY_URL', 'VITE_CHAT_URL', 'VITE_SOCIAL_URL', 'VITE_SITE_URL', 'VITE_MARKET_URL']) parseExternalUrl(env[key], 'https://x.invalid/');
  const security = securityFromEnv(env);

  return {
    // The headers plugin comes first, so its middleware stamps every response, 404s included.
    plugins: [securityHeadersPlugin(security), theme(), react({ refreshExclude: WORKER_MODULES }), whitepaperPdf(), staticHostRules(), pageFiles(), room()],
    // The 3D chunk (three.js, r3f, drei) is large by nature and loads lazily, after the page.
    // A stylesheet per chunk: each prerendered page inlines the entry's and its own page's, no other
    // route's; a client-side visit to another route loads that route's with its chunk.
    // No modulepreload polyfill: the pages' boot adds the preloads before the entry (and its polyfill) runs.
    // React 19 has useSyncExternalStore itself: the React 17 shim wouter imports is left out.
    resolve: { alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }] },
    // The scene's worker is a module bundle of its own (three.js, react-three-fiber, React), built with JSX like the app.
    worker: { format: 'es', plugins: () => [react()] },
    build: { target: 'es2022', modulePreload: { polyfill: false }, assetsInlineLimit: (file) => file.endsWith('.svg') && /(companion|show)-first-/.test(file), chunkSizeWarningLimit: 1100 },
    preview: { host: '127.0.0.1' },
    // The room's viewer through the plugins in development too (build/plugins/room.ts stands in for its
    // meshopt decoder and adopts its stylesheet), not pre-bundled past them.
    optimizeDeps: { exclude: ['@google/model-viewer'] },
  };
});
