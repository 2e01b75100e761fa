// The scene's start, for `npm run bench` (as `startup`), or alone to compare builds side by side:
//   node scripts/startup-bench.mjs dist other-dist    (STARTUP_RUNS rounds, 5 by default, alternating)
// Each round opens /?mode=full&debug at 1440×900 in a fresh page and reads when the scene's first frame
// was on screen (html[data-scene="ready"], ms after navigation) and, where the build has one, the
// Chancellor's model: its bytes, and the time the worker took to fetch and to decode it. Medians.
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};

/** One round: a fresh page, the time of the scene's first frame and the model's figures. */
async function round(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    // On the document, not its root element: this runs before the root is parsed.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.scene !== 'ready') return;
      window.__sceneReadyAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scene'] });
  });
  await page.goto(`${url}/?mode=full&debug`);
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 90_000 });
  await page.waitForFunction(() => window.__chipcScene?.chancellor?.());
  const figures = await page.evaluate(() => ({ readyMs: window.__sceneReadyAt, model: window.__chipcScene.chancellor().model ?? null }));
  await page.close();
  return figures;
}

/** Medians over `rounds` of each server's start, the servers taken in turn each round. */
export async function startupReport(browser, urls, { rounds = 5, log = () => {} } = {}) {
  const samples = urls.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, url] of urls.entries()) {
      samples[i].push(await round(browser, url));
      log(`startup ${url} round ${r + 1}: ${JSON.stringify(samples[i].at(-1))}`);
    }
  }
  return samples.map((s) => ({
    sceneReadyMs: median(s.map((f) => f.readyMs)),
    model: s[0].model ? { bytes: s[0].model.bytes, fetchMs: median(s.map((f) => f.model.fetchMs)), decodeMs: median(s.map((f) => f.model.decodeMs)) } : null,
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dists = process.argv.slice(2);
  const servers = await Promise.all(dists.map((dist, i) => serveDist(4195 + i, dist)));
  const browser = await chromium.launch({ executablePath: requireChromium('startup'), args: chromiumArgs });
  try {
    const report = await startupReport(browser, servers.map((s) => s.url), { rounds: Number(process.env.STARTUP_RUNS ?? 5), log: console.error });
    console.log(JSON.stringify(Object.fromEntries(dists.map((d, i) => [d, report[i]]))));
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}
