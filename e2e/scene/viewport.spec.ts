import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, testChromium } from '../../scripts/chromium.mjs';
import { expect, test } from '../fixtures';
import { drawFrame, drawnBounds } from '../scene';

// The canvas is sized from its holder, fixed to the viewport: classic scrollbars (Windows, Linux
// desktops) are outside it, and a figure drawn for `innerWidth` would sit off its place and squashed.
const FROZEN = '/?mode=full&debug=frozen';
const VIEWPORT = { width: 1440, height: 900 };
const SLOT = '[data-slot="companion"]';

/**
 * Where the Chancellor is drawn, against his place itself: the middle of what is drawn from its
 * centre across (the mean of the drawn pixels: their box reaches the place's edges, which would
 * hold its centre there), his feet from its floor (he stands on it, as tall as its width allows,
 * so his middle is not its middle), and how big.
 */
async function figure(page: Page) {
  await page.goto(FROZEN);
  await drawFrame(page);
  const slot = (await page.locator(SLOT).boundingBox())!;
  const drawn = (await drawnBounds(page, SLOT, 40))!;
  expect(drawn, 'the Chancellor is drawn at his place').not.toBeNull();
  return {
    dx: drawn.centreX - (slot.x + slot.width / 2),
    floor: drawn.bottom - (slot.y + slot.height),
    width: drawn.right - drawn.left,
    height: drawn.bottom - drawn.top,
    scrollbar: await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
  };
}

test('with or without classic scrollbars, the Chancellor is drawn in the middle of his place, on its floor, unsquashed', async ({ page, baseURL }) => {
  await page.setViewportSize(VIEWPORT);
  const hidden = await figure(page);
  expect(hidden.scrollbar).toBe(0);
  expect(Math.abs(hidden.dx), `drawn centre vs place, x, without scrollbars: ${hidden.dx}`).toBeLessThanOrEqual(2);
  expect(Math.abs(hidden.floor), `drawn foot vs floor, without scrollbars: ${JSON.stringify(hidden)}`).toBeLessThanOrEqual(2);
  await page.close(); // one software renderer at a time
  // Chromium as a desktop shows it: Playwright hides scrollbars in headless mode unless told not to.
  const browser = await chromium.launch({ executablePath: testChromium(), args: chromiumArgs, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const other = await browser.newPage({ viewport: VIEWPORT, baseURL });
    const errors: string[] = [];
    other.on('pageerror', (e) => errors.push(e.message));
    other.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await other.goto(FROZEN);
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const shown = await figure(other);
    expect(shown.scrollbar, 'the scrollbar takes room').toBeGreaterThan(8);
    // Measured against the place itself, not against where he stood without scrollbars: both could be off alike.
    expect(Math.abs(shown.dx), `drawn centre vs place, x, with scrollbars: ${shown.dx}`).toBeLessThanOrEqual(2);
    expect(Math.abs(shown.floor), `drawn foot vs floor, with scrollbars: ${JSON.stringify(shown)}`).toBeLessThanOrEqual(2);
    expect(Math.abs(shown.width - hidden.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(shown.height - hidden.height)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
