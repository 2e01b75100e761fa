// `npm run screens`: full-page screenshots of every route, at each width and in each mode,
// the way a visitor sees them after scrolling once through, for looking at and for comparing.
//   node scripts/screens.mjs [outDir]          (default screens/)
//   node scripts/screens.mjs --compare a/ b/   pixels that differ between two such folders
// SCREENS_WIDTHS (390,1440)  SCREENS_MODES (lite,reduced)  SCREENS_ROUTES (/,/community,/stage,/no-such-page)
// SCREENS_DIST (dist): the build to shoot, e.g. an older one to compare with.
// Time is Playwright's fake clock and Math.random a fixed sequence, so two runs of the same
// build give the same pixels: the feed's simulated reactions and its position included.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';

const list = (value, fallback) => (value ?? fallback).split(',').filter(Boolean);
const args = process.argv.slice(2);
const executablePath = requireChromium('screens');

if (args[0] === '--compare') {
  await compare(args[1], args[2]);
} else {
  await shoot(args[0] ?? 'screens');
}

async function shoot(outDir) {
  const widths = list(process.env.SCREENS_WIDTHS, '390,1440').map(Number);
  const modes = list(process.env.SCREENS_MODES, 'lite,reduced');
  const routes = list(process.env.SCREENS_ROUTES, '/,/community,/stage,/no-such-page');
  await mkdir(outDir, { recursive: true });
  const server = await serveDist(4191, process.env.SCREENS_DIST ?? 'dist');
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    for (const mode of modes) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width < 800 ? 844 : 900 },
          reducedMotion: mode === 'reduced' ? 'reduce' : 'no-preference',
        });
        await context.addInitScript(() => {
          let seed = 42;
          Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
        });
        for (const route of routes) {
          const page = await context.newPage();
          // The frozen scene keeps its own still time and draws inside the browser's frames: real time for it.
          const clock = mode === 'full' ? { runFor: (ms) => page.waitForTimeout(ms) } : page.clock;
          if (mode !== 'full') await page.clock.install({ time: new Date('2026-01-01T12:00:00Z') });
          const query = mode === 'full' ? 'mode=full&debug=frozen' : 'mode=lite';
          await page.goto(`${server.url}${route}?${query}`);
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          // The show holds its first beat: the same law and minister in every shot.
          if (route === '/stage') {
            await page.locator('html[data-page]').waitFor({ state: 'attached' });
            await page.keyboard.press('p');
          }
          await page.waitForLoadState('load');
          await clock.runFor(3000); // the motion chunk loads when the page is idle
          if (route !== '/stage') await page.locator('html[data-motion]').waitFor({ state: 'attached', timeout: 15_000 }).catch(() => {});
          // Once through the page, so reveals and counters have run, then back to the top.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0; y < height; y += 400) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await clock.runFor(100);
          }
          await clock.runFor(2500);
          await page.evaluate(() => window.scrollTo(0, 0));
          await clock.runFor(mode === 'full' ? 1500 : 100);
          const base = route === '/' ? 'home' : route.slice(1).replace(/\W+/g, '-');
          if (mode === 'full') {
            // The scene is fixed to the viewport: one screen per act, each act's top just above the reading line.
            await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
            const acts = await page.locator('[data-act]').evaluateAll((els) => els.map((el) => el.getAttribute('data-act')));
            for (const act of acts.length > 0 ? acts : ['page']) {
              if (act !== 'page') {
                await page.evaluate((id) => {
                  const r = document.querySelector(`[data-act="${id}"]`).getBoundingClientRect();
                  window.scrollTo({ top: id === 'hero' ? 0 : window.scrollY + r.top - innerHeight * 0.3, behavior: 'instant' });
                }, act);
                await clock.runFor(1500); // scrubbed timelines settle
              }
              await page.evaluate(() => window.__chipcScene?.frame?.());
              const name = `${base}-${act}-${width}-full.png`;
              await page.screenshot({ path: join(outDir, name), animations: 'disabled' });
              console.log(`screens: ${join(outDir, name)}`);
            }
          } else {
            const name = `${base}-${width}-${mode}.png`;
            await page.screenshot({ path: join(outDir, name), fullPage: route !== '/stage', animations: 'disabled' });
            console.log(`screens: ${join(outDir, name)}`);
          }
          await page.close();
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

async function compare(a, b) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const page = await browser.newPage();
  let different = 0;
  try {
    for (const name of (await readdir(a)).filter((f) => f.endsWith('.png')).sort()) {
      const [x, y] = await Promise.all([readFile(join(a, name)), readFile(join(b, name)).catch(() => null)]);
      if (!y) {
        console.log(`${name}: missing in ${b}`);
        different++;
        continue;
      }
      if (x.equals(y)) {
        console.log(`${name}: identical`);
        continue;
      }
      const result = await page.evaluate(
        async ([p, q]) => {
          const read = async (b64) => {
            const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const ctx = canvas.getContext('2d');
            ctx.drawImage(bitmap, 0, 0);
            return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
          };
          const [s, t] = [await read(p), await read(q)];
          if (s.width !== t.width || s.height !== t.height) return { size: `${s.width}×${s.height} vs ${t.width}×${t.height}` };
          let pixels = 0;
          for (let i = 0; i < s.data.length; i += 4) {
            if (s.data[i] !== t.data[i] || s.data[i + 1] !== t.data[i + 1] || s.data[i + 2] !== t.data[i + 2]) pixels++;
          }
          return { pixels };
        },
        [x.toString('base64'), y.toString('base64')],
      );
      if (result.size || result.pixels > 0) different++;
      console.log(`${name}: ${result.size ? `size ${result.size}` : result.pixels ? `${result.pixels} pixels differ` : 'identical pixels'}`);
    }
  } finally {
    await browser.close();
  }
  await writeFile(join(b, 'compare.txt'), `${different} different\n`);
  process.exit(different ? 1 : 0);
}
