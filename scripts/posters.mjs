// Renders the still pictures from the real 3D scene: the Chancellor's moment for each part of
// the home page (the hero's podium, the four wings, the cabinet's stage) and each minister, as
// WebP of fixed size in public/posters/. They are what lite mode shows, what stands before the
// scene has drawn, and (through og-image.mjs) the share image.
// Run: npm run posters  (builds first; headless Chromium, software WebGL is fine).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';

const root = new URL('../', import.meta.url);
const sizes = JSON.parse(await readFile(new URL('src/content/posters.json', root), 'utf8'));
const quality = 0.86;

const executablePath = requireChromium('posters');

// Only the scene over its slot's backdrop: the canvas in front, the still picture, header and overlay out of the way.
const SHOOTING = `.scene-canvas { z-index: 100 !important; }
  .scene-slot img, .scene-debug, .site-header { visibility: hidden !important; }
  html[data-scene='ready'] .scene-slot::before { opacity: 1 !important; }
  .scene-slot::after { display: none !important; }
  .show__seat { opacity: 1 !important; box-shadow: none !important; }`;

const server = await serveDist(4190);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  // Reduced motion: every moment in its finished pose; frozen: drawn on request, the clock stopped.
  // The shooting stylesheet is the tool's own, injected: the page's policy rightly refuses inline styles.
  const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  page.on('pageerror', (e) => console.error('posters: page error', e.message));
  await mkdir(new URL('public/posters/', root), { recursive: true });

  await page.goto(`${server.url}/?mode=full&debug=frozen`);
  await ready(page);
  for (const moment of ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet']) {
    const size = moment === 'hero' ? sizes.hero : moment === 'cabinet' ? sizes.cabinet : { ...sizes.wing, file: `${sizes.wing.dir}/${moment}.webp` };
    await shoot(page, `[data-slot="${moment}"]`, size);
  }

  await page.goto(`${server.url}/stage?mode=full&debug=frozen`);
  await ready(page);
  await page.keyboard.press('m');
  await page.locator('main.show[data-view="cabinet"]').waitFor();
  await page.waitForTimeout(800); // the spotlit seat's rise
  // No seat in the spotlight: each portrait alike.
  await page.evaluate(() => document.querySelectorAll('.show__cabinet li[data-spotlight]').forEach((li) => li.removeAttribute('data-spotlight')));
  for (const id of await page.locator('[data-slot^="minister-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot').slice(9)))) {
    await shoot(page, `[data-slot="minister-${id}"]`, { width: sizes.minister.width, height: sizes.minister.height, file: `${sizes.minister.dir}/minister-${id}.webp` });
  }
} finally {
  await browser.close();
  await server.close();
}

async function ready(page) {
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  await page.addStyleTag({ content: SHOOTING });
}

/** Centres `selector` in the viewport, draws a frame and saves the slot as a WebP of `size` (cover). */
async function shoot(page, selector, size) {
  const target = page.locator(selector);
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + r.top + r.height / 2 - window.innerHeight / 2, behavior: 'instant' });
  });
  await page.evaluate(() => window.__chipcScene.frame());
  const png = (await target.screenshot({ animations: 'disabled' })).toString('base64');
  const webp = await page.evaluate(
    async ({ png, width, height, quality }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      const scale = Math.max(width / bitmap.width, height / bitmap.height);
      const w = bitmap.width * scale;
      const h = bitmap.height * scale;
      ctx.drawImage(bitmap, (width - w) / 2, (height - h) / 2, w, h);
      return canvas.toDataURL('image/webp', quality).split(',')[1];
    },
    { png, width: size.width, height: size.height, quality },
  );
  const bytes = Buffer.from(webp, 'base64');
  await writeFile(new URL(`public${size.file}`, root), bytes);
  console.log(`posters: ${size.file} ${size.width}×${size.height} ${(bytes.length / 1024).toFixed(1)} KB`);
}
