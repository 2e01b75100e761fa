// Renders the still pictures from the real 3D scene: the hero and each minister,
// as WebP of fixed size in public/posters/. They are what lite mode shows, what
// stands before the scene loads, and (through og-image.mjs) the Open Graph image.
// Run: npm run posters  (builds first; headless Chromium, software WebGL is fine).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { serveDist } from './serve.mjs';

const root = new URL('../', import.meta.url);
const sizes = JSON.parse(await readFile(new URL('src/content/posters.json', root), 'utf8'));
const quality = 0.86;

const executablePath = requireChromium('posters');

const server = await serveDist(4190);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  // Reduced motion gives still frames in a fixed pose; ?mode=full makes software WebGL draw anyway.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  page.on('pageerror', (e) => console.error('posters: page error', e.message));
  await page.goto(`${server.url}/?mode=full&debug`);
  await page.locator('html[data-scene="ready"]').waitFor({ timeout: 30_000 });
  // Only the scene and its slot's backdrop: no still picture, scan lines, header or overlay.
  await page.addStyleTag({
    content: `.scene-slot img, .scene-debug, .site-header { visibility: hidden !important; }
      .scene-slot::after { display: none !important; }`,
  });

  const slots = await page.locator('[data-slot]').evaluateAll((els) => els.map((el) => el.getAttribute('data-slot')));
  await mkdir(new URL('public/posters/', root), { recursive: true });
  for (const slot of slots) {
    const { width, height } = slot === 'hero' ? sizes.hero : sizes.minister;
    const target = page.locator(`[data-slot="${slot}"]`);
    await target.scrollIntoViewIfNeeded();
    await settle(page);
    const png = (await target.screenshot({ animations: 'disabled' })).toString('base64');
    const webp = await page.evaluate(
      async ({ png, width, height, quality }) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        ctx.imageSmoothingQuality = 'high';
        // Cover: the slot has the poster's aspect ratio; crop the rounding of a pixel or two.
        const scale = Math.max(width / bitmap.width, height / bitmap.height);
        const w = bitmap.width * scale;
        const h = bitmap.height * scale;
        ctx.drawImage(bitmap, (width - w) / 2, (height - h) / 2, w, h);
        return canvas.toDataURL('image/webp', quality).split(',')[1];
      },
      { png, width, height, quality },
    );
    const file = slot === 'hero' ? sizes.hero.file : `${sizes.minister.dir}/${slot}.webp`;
    const bytes = Buffer.from(webp, 'base64');
    await writeFile(new URL(`public${file}`, root), bytes);
    console.log(`posters: ${file} ${width}×${height} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
  await server.close();
}

/** Waits until the scene has drawn fresh frames for what is now on screen. */
async function settle(page) {
  const frames = () => page.evaluate(() => window.__chipcScene?.stats?.frames ?? 0);
  const start = await frames();
  // Demand mode renders on scroll; nudge it in case the element was already in view.
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  for (let i = 0; i < 100 && (await frames()) < start + 1; i++) await page.waitForTimeout(100);
  await page.waitForTimeout(300);
}
