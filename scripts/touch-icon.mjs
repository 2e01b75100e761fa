// Renders public/apple-touch-icon.png (192×192) from the site's icon: the picture a phone puts on its
// home screen, and the icon's one fetchable address for search engines and link previews (pages
// carry the icon itself as a data: address, which neither fetches). 192 is a multiple of 48, the
// size search results ask for, and above the 180 a phone's home screen uses. Run by `npm run posters`.
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const { faviconDataUri } = (await runnerImport('/src/theme/favicon.ts')).module;
const { ui } = (await runnerImport('/src/theme/palette.ts')).module;
const SIZE = 192;
// A phone draws a transparent corner black and rounds the square itself: the badge sits on the page's navy.
const html = `<!doctype html><html><head><style>
body { margin: 0; width: ${SIZE}px; height: ${SIZE}px; display: grid; place-items: center; background: ${ui.navy900}; }
img { width: 80%; height: 80%; }
</style></head><body><img src="${faviconDataUri}" alt=""></body></html>`;

const browser = await chromium.launch({ executablePath: requireChromium('touch-icon'), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
await page.setContent(html);
await page.locator('img').evaluate((img) => img.decode());
await page.screenshot({ path: new URL('../public/apple-touch-icon.png', import.meta.url).pathname });
await browser.close();
console.log('wrote public/apple-touch-icon.png');
