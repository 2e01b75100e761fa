import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromium } from './scripts/chromium.mjs';

/** A launched build (address set) is served beside the default one, to test both contract-box states. */
export const LAUNCHED_ADDRESS = '0x1234567890AbcdEF1234567890aBcdef12345678'; // EIP-55 checksum form, as the build requires
/** A DexScreener-compatible endpoint for the market build; tests answer it by interception. */
export const MARKET_URL = `https://market.example/latest/dex/tokens/${LAUNCHED_ADDRESS}`;
/** The public URL that build is given, for the stage screen's QR code. */
export const SITE_URL = 'https://chipc.example/';
/** A variable of the build machine that the site never reads: it must not reach the bundle. */
export const UNREAD_VARIABLE = ['VITE_DEPLOY_TOKEN', 'unread-secret-4f1c'] as const;
/**
 * The suite's ports: the default build's preview, the launched build's next to it, and the hosting
 * tests' servers after them. `E2E_PORT` moves them all, so two checkouts can run their suites side by
 * side without one reusing the other's server (and testing the other's build).
 */
export const PORTS = (() => {
  const base = Number(process.env.E2E_PORT) || 4173;
  return { site: base, launched: base + 1, nginx: base + 7, fallback: base + 8 };
})();
const preview = (dir: string, port: number) =>
  `npx vite preview --outDir ${dir} --host 127.0.0.1 --port ${port} --strictPort`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // The scene's tests run one at a time on one worker; two more take the page tests. With one
  // page worker the CPU sat idle an eighth of the run (waits on timers and the network); with two
  // it is busy to the end. On a 2-core machine the end-to-end run took 6.2 min against 6.8.
  workers: 3,
  // A test that needed its retry is a defect to fix: the retry tells a flake from a steady failure
  // in the report, and the run still fails on it.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  // An assertion waits up to 10 s, not Playwright's 5: a page test's browser runs at a lower
  // priority beside the scene's, on a CI machine that may be slower than this one, and an arrival
  // (a page's chunks, an idle moment, the motion code) took over 5 s there once. Only a failure
  // waits that long; tests that need longer say so.
  expect: { timeout: 10_000 },
  projects: [
    // The 3D scene draws in software WebGL (SwiftShader), which takes a whole core: one at a
    // time, frozen wherever pixels are read. Listed first so it starts at once on one worker
    // while the others take DOM tests. Its longest test takes 30 s alone and 33 s beside two
    // page workers: 90 s leaves a slower machine room.
    // Its own tests' default window is smaller (a laptop's 960×540, still the wide layout): software WebGL
    // draws every pixel on the CPU; tests of a phone or a wide screen set theirs.
    { name: 'scene', testMatch: 'scene/**/*.spec.ts', workers: 1, timeout: 90_000, use: { viewport: { width: 960, height: 540 } } },
    // Pages, routes and behaviours: no WebGL drawn, run side by side. Their browsers run at a
    // lower CPU priority than the scene's, whose tests would otherwise get a third of the CPU and
    // finish alone at the end: at an equal priority its longest test took 44 s and the scene's
    // tests 376 s in all, at this one 33 s and 323 s, and the whole run ended sooner.
    {
      name: 'dom',
      testIgnore: 'scene/**',
      use: { launchOptions: { executablePath: resolve('scripts/chromium-low.sh'), args: chromiumArgs, env: { ...process.env, CHROMIUM_LOW: testChromium() ?? '' } } },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.site}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromium(), args: chromiumArgs },
    // Recording every test costs a good share of a 2-core machine: only the retry of a failure is traced.
    trace: 'on-first-retry',
    // Each test is a first visit: no service worker answers in place of the server (and none
    // downloads the precache behind the test's back). The offline tests allow it.
    serviceWorkers: 'block',
  },
  webServer: [
    { command: preview('dist', PORTS.site), url: `http://127.0.0.1:${PORTS.site}/`, reuseExistingServer: !process.env.CI },
    {
      // The launched build: an address, a public URL and live market figures, every variable set
      // (one build, not one per variable: each costs the suite its build time before any test runs).
      command: `node scripts/build.mjs --outDir .e2e/launched && ${preview('.e2e/launched', PORTS.launched)}`,
      url: `http://127.0.0.1:${PORTS.launched}/`,
      env: {
        VITE_CONTRACT_ADDRESS: LAUNCHED_ADDRESS,
        VITE_SITE_URL: SITE_URL,
        VITE_MARKET_URL: MARKET_URL,
        [UNREAD_VARIABLE[0]]: UNREAD_VARIABLE[1],
        BUILD_LOG: 'warn',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
