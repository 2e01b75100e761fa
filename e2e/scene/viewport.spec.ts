import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { expect, test } from '../fixtures';
import { drawFrame, drawnBounds } from '../scene';

// The canvas is sized from its holder, fixed to the viewport: classic scrollbars (Windows, Linux
// desktops) are outside it, and a figure drawn for `innerWidth` would sit off its place and squashed.
const FROZEN = '/?mode=full&debug=frozen';
const VIEWPORT = { width: 1440, height: 900 };
const SLOT = '[data-slot="companion"]';

/** Where the Chancellor is drawn, relative to the centre of his place, and how big. */
async function figure(page: Page) {
  await page.goto(FROZEN);
  await drawFrame(page);
  const slot = (await page.locator(SLOT).boundingBox())!;
  const drawn = (await drawnBounds(page, SLOT, 40))!;
  expect(drawn, 'the Chancellor is drawn at his place').not.toBeNull();
  return {
    dx: (drawn.left + drawn.right) / 2 - (slot.x + slot.width / 2),
    dy: (drawn.top + drawn.bottom) / 2 - (slot.y + slot.height / 2),
    width: drawn.right - drawn.left,
    height: drawn.bottom - drawn.top,
    scrollbar: await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
  };
}

test('with classic scrollbars shown, the Chancellor is drawn where he is without them, unsquashed', async ({ page, baseURL }) => {
  await page.setViewportSize(VIEWPORT);
  const hidden = await figure(page);
  expect(hidden.scrollbar).toBe(0);
  await page.close(); // one software renderer at a time
  // Chromium as a desktop shows it: Playwright hides scrollbars in headless mode unless told not to.
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const other = await browser.newPage({ viewport: VIEWPORT, baseURL });
    const errors: string[] = [];
    other.on('pageerror', (e) => errors.push(e.message));
    other.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await other.goto(FROZEN);
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const shown = await figure(other);
    expect(shown.scrollbar, 'the scrollbar takes room').toBeGreaterThan(8);
    expect(Math.abs(shown.dx - hidden.dx), `drawn centre vs place, x: ${shown.dx} with, ${hidden.dx} without`).toBeLessThanOrEqual(2);
    expect(Math.abs(shown.dy - hidden.dy), `drawn centre vs place, y: ${shown.dy} with, ${hidden.dy} without`).toBeLessThanOrEqual(2);
    expect(Math.abs(shown.width - hidden.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(shown.height - hidden.height)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
