// Renders public/apple-touch-icon.png from the tab's icon, as src/theme/favicon.ts lays it out: the
// picture a phone puts on its home screen, and the icon's one fetchable address for search engines
// and link previews (pages carry the icon itself as a data: address, which neither fetches). Drawn
// on a canvas, as meta.spec draws it again to check that this file is still today's icon.
// Run by `npm run posters`.
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const { faviconDataUri, touchIcon } = (await runnerImport('/src/theme/favicon.ts')).module;
const { ui } = (await runnerImport('/src/theme/palette.ts')).module;

const browser = await chromium.launch({ executablePath: requireChromium('touch-icon'), args: chromiumArgs });
const page = await browser.newPage();
const png = await page.evaluate(
  async ({ src, size, inset, ground }) => {
    const icon = new Image();
    icon.src = src;
    await icon.decode();
    const canvas = new OffscreenCanvas(size, size);
    const context = canvas.getContext('2d');
    context.fillStyle = ground;
    context.fillRect(0, 0, size, size);
    context.drawImage(icon, inset, inset, size - 2 * inset, size - 2 * inset);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return Array.from(bytes);
  },
  { src: faviconDataUri, ...touchIcon, ground: ui.navy900 },
);
await browser.close();
await writeFile(new URL('../public/apple-touch-icon.png', import.meta.url), Uint8Array.from(png));
console.log('wrote public/apple-touch-icon.png');
