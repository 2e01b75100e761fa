// Renders the still pictures from the real 3D scene, as WebP of fixed size in public/posters/:
// - each of the Chancellor's moments as the home page's companion shows it, in both of its shapes
//   (a column beside the text, a band above it), on a transparent ground, so that lite mode and
//   the moment before the scene has drawn show the same picture in the same place;
// - the podium (the show's screen, and through og-image.mjs the share image) and each minister,
//   on their slots' lit backdrop.
// - the stickers' cut-out frames (public/stickers/): for a few poses, a short loop of the character
//   alone on a transparent ground, drawn by the meme maker's reel, laid out in one WebP each; the
//   meme office makes stickers from them where the live 3D stage is off.
// Run: npm run posters  (builds first; headless Chromium, software WebGL is fine);
//   `node scripts/posters.mjs --stickers` makes the cut-out frames alone.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { stampText, STAMP_FILE } from './scene-stamp.mjs';
import { serveDist } from './serve.mjs';

const root = new URL('../', import.meta.url);
const sizes = JSON.parse(await readFile(new URL('src/content/posters.json', root), 'utf8'));
const MOMENTS = ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet'];
const quality = 0.86;

const executablePath = requireChromium('posters');

// The scene over its slot's backdrop: the canvas in front, the still picture, header and overlay out of the way.
// The show's podium gets the frame's own lit backdrop, not its first picture (a sketch of the last
// poster, which would otherwise be photographed into the next one).
const ON_BACKDROP = `.scene-canvas { z-index: 100 !important; }
  .scene-slot img, .scene-debug, .site-header { visibility: hidden !important; }
  html[data-scene='ready'] .scene-slot::before { opacity: 1 !important; }
  .scene-slot::after { display: none !important; }
  .show__seat { opacity: 1 !important; box-shadow: none !important; }
  .show__character.poster-frame::before {
    background: radial-gradient(circle at 50% 40%, rgb(var(--neon-rgb) / 0.18), transparent 60%), linear-gradient(180deg, var(--navy-700), var(--navy-950)) !important;
  }`;
// The scene alone, on nothing: every other pixel of the page transparent.
const ALONE = `html, body { background: transparent !important; }
  body::before { display: none !important; }
  body * { visibility: hidden !important; }
  .scene-canvas, .scene-canvas * { visibility: visible !important; }`;

/**
 * Viewports whose companion stage has the poster's proportions, so a poster shown in its place
 * stands where the scene would draw: the column at 1440 px wide (36vw, its stage 5rem short of
 * the foot, under a 70 px header), the band at 390 px (30vh, its stage 1.25rem short).
 */
const SHAPES = {
  column: { width: 1440, height: Math.round(70 + 80 + (1440 * 0.36 * sizes.companion.column.height) / sizes.companion.column.width) },
  band: { width: 390, height: Math.round((20 + (390 * sizes.companion.band.height) / sizes.companion.band.width) / 0.3) },
};

const server = await serveDist(4190);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  await cutOuts();
  if (process.argv.includes('--stickers')) {
    await browser.close();
    await server.close();
    process.exit(0);
  }
  await mkdir(new URL('public/posters/', root), { recursive: true });
  // Reduced motion: every moment in its finished pose; frozen: drawn on request, the clock stopped.
  // The shooting stylesheets are the tool's own, injected: the page's policy rightly refuses inline styles.
  for (const [shape, viewport] of Object.entries(SHAPES)) {
    const size = sizes.companion[shape];
    const page = await browser.newPage({ bypassCSP: true, viewport, deviceScaleFactor: size.width / viewport.width, reducedMotion: 'reduce' });
    page.on('pageerror', (e) => console.error('posters: page error', e.message));
    await page.goto(`${server.url}/?mode=full&debug=frozen`);
    await ready(page, ALONE);
    for (const moment of MOMENTS) {
      await page.evaluate((id) => {
        const act = document.querySelector(`[data-act="${id}"]`);
        const top = id === 'hero' ? 0 : window.scrollY + act.getBoundingClientRect().top - innerHeight * 0.3;
        window.scrollTo({ top, behavior: 'instant' });
      }, moment);
      await page.waitForFunction(async (id) => (await window.__chipcScene.frame()) && window.__chipcScene.chancellor()?.to === id, moment);
      await shoot(page, '.companion__slot', { ...size, file: `${sizes.companion.dir}/${moment}-${shape}.webp` }, true);
    }
    await page.close();
  }

  const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  page.on('pageerror', (e) => console.error('posters: page error', e.message));
  await page.goto(`${server.url}/stage?mode=full&debug=frozen`);
  await ready(page, ON_BACKDROP);
  await page.keyboard.press('p'); // the show holds its beat
  await page.evaluate(() => window.__chipcScene.frame());
  await shoot(page, '[data-slot="hero"]', sizes.hero, false);
  await page.keyboard.press('m');
  await page.locator('main.show[data-view="cabinet"]').waitFor();
  await page.waitForTimeout(800); // the spotlit seat's rise
  // No seat in the spotlight: each portrait alike.
  await page.evaluate(() => document.querySelectorAll('.show__cabinet li[data-spotlight]').forEach((li) => li.removeAttribute('data-spotlight')));
  await page.evaluate(() => window.__chipcScene.frame());
  for (const id of await page.locator('[data-slot^="minister-"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot').slice(9)))) {
    await shoot(page, `[data-slot="minister-${id}"]`, { width: sizes.minister.width, height: sizes.minister.height, file: `${sizes.minister.dir}/minister-${id}.webp` }, false);
  }
  // The look these pictures show, and the pictures: the unit tests compare both with what is there.
  const stamp = stampText();
  await writeFile(new URL(STAMP_FILE, root), stamp);
  console.log(`posters: stamp ${stamp.split('\n')[0]} in ${STAMP_FILE}`);
} finally {
  await browser.close();
  await server.close();
}

/**
 * The stickers' cut-out frames: the meme office's own reel (the booth draws the character alone,
 * at the sticker's size, one step of its clock a frame, the loop's seam dissolved), read out
 * through ?debug and laid out `columns` to a row. Not reduced motion: these move.
 */
async function cutOuts() {
  const { dir, size, columns, frames, fps, seam, poses } = JSON.parse(await readFile(new URL('src/content/stickerCutOuts.json', root), 'utf8'));
  await mkdir(new URL(`public${dir}/`, root), { recursive: true });
  // The page's policy (rightly) fetches no data: address; the frames are read out as those.
  const page = await browser.newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.error('posters: page error', e.message));
  await page.goto(`${server.url}/memes?mode=full&debug`);
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => typeof window.__chipcScene?.reel === 'function');
  for (const pose of poses) {
    const minister = pose.startsWith('minister-') ? pose.slice(9) : null;
    const ask = { moment: minister ? 'hero' : pose, minister, width: size, height: size, fps, frames, seam };
    const pngs = await page.evaluate((a) => window.__chipcScene.reel(a), ask);
    const webp = await page.evaluate(
      async ({ pngs, size, columns }) => {
        const canvas = document.createElement('canvas');
        canvas.width = size * columns;
        canvas.height = size * Math.ceil(pngs.length / columns);
        const ctx = canvas.getContext('2d');
        for (const [i, url] of pngs.entries()) {
          const image = await createImageBitmap(await (await fetch(url)).blob());
          ctx.drawImage(image, (i % columns) * size, Math.floor(i / columns) * size);
        }
        return canvas.toDataURL('image/webp', 0.8).split(',')[1];
      },
      { pngs, size, columns },
    );
    const bytes = Buffer.from(webp, 'base64');
    await writeFile(new URL(`public${dir}/${pose}.webp`, root), bytes);
    console.log(`posters: ${dir}/${pose}.webp ${frames} frames of ${size} px, ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  await page.close();
}

async function ready(page, style) {
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 60_000 });
  await page.locator('html[data-motion]').waitFor({ timeout: 30_000 });
  await page.addStyleTag({ content: style });
}

/**
 * Saves `selector`'s box as a WebP of `size`: filled (cover) on a backdrop, or fitted whole
 * (contain, its foot on the picture's foot) with the rest left transparent.
 */
async function shoot(page, selector, size, transparent) {
  await page.evaluate(() => window.__chipcScene.frame());
  // By its box, not the element: shooting the scene alone hides the element itself.
  const clip = await page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
  const png = (await page.screenshot({ clip, animations: 'disabled', omitBackground: transparent })).toString('base64');
  const webp = await page.evaluate(
    async ({ png, width, height, quality, transparent }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      ctx.imageSmoothingQuality = 'high';
      const fit = transparent ? Math.min : Math.max;
      const scale = fit(width / bitmap.width, height / bitmap.height);
      const w = bitmap.width * scale;
      const h = bitmap.height * scale;
      ctx.drawImage(bitmap, (width - w) / 2, transparent ? height - h : (height - h) / 2, w, h);
      return canvas.toDataURL('image/webp', quality).split(',')[1];
    },
    { png, width: size.width, height: size.height, quality, transparent },
  );
  const bytes = Buffer.from(webp, 'base64');
  await writeFile(new URL(`public${size.file}`, root), bytes);
  console.log(`posters: ${size.file} ${size.width}×${size.height} ${(bytes.length / 1024).toFixed(1)} KB`);
}
