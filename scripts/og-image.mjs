// Renders public/og-image.png (1200×630) around the hero poster rendered from the 3D scene.
// Run by `npm run posters` after scripts/posters.mjs.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumArgs, requireChromium } from './chromium.mjs';

// Colours from the one palette module (TypeScript, loaded through Vite).
const { ui, rgbOf } = (await runnerImport('/src/theme/palette.ts')).module;
const red = rgbOf(ui.red).join(',');
const hero = await readFile(new URL('../public/posters/hero.webp', import.meta.url));
const font = await readFile(new URL('../node_modules/@fontsource/oswald/files/oswald-latin-700-normal.woff2', import.meta.url));
const html = `<!doctype html><html><head><style>
@font-face { font-family: Oswald; src: url(data:font/woff2;base64,${font.toString('base64')}); font-weight: 700; }
body { margin: 0; width: 1200px; height: 630px; display: flex; align-items: center; gap: 40px; padding: 0 70px; box-sizing: border-box;
  background: radial-gradient(700px 400px at 80% 0%, rgba(${red},.45), transparent 60%), ${ui.navy900}; color: ${ui.text}; font-family: Oswald, sans-serif; }
h1 { font-size: 170px; line-height: .9; margin: 0; text-shadow: 0 0 40px rgba(${red},.5); }
p { font-size: 46px; margin: 18px 0 0; color: ${ui.neon}; letter-spacing: 2px; text-transform: uppercase; }
small { display: block; font: 600 26px system-ui, sans-serif; color: ${ui.muted}; margin-top: 24px; max-width: 560px; }
.art { width: 470px; height: 530px; border-radius: 28px; overflow: hidden; flex: none; }
.art img { width: 100%; height: 100%; object-fit: cover; display: block; }
</style></head><body><div><h1>$CHIPC</h1><p>Chancellor Chip</p><small>The AI politician meme token. Satire, not financial advice.</small></div>
<div class="art"><img src="data:image/webp;base64,${hero.toString('base64')}" alt=""></div></body></html>`;

const browser = await chromium.launch({ executablePath: requireChromium('og-image'), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: new URL('../public/og-image.png', import.meta.url).pathname });
await browser.close();
console.log('wrote public/og-image.png');
