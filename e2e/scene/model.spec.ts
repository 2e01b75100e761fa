import type { Page } from '@playwright/test';
import { expect, pngPixels, test } from '../fixtures';
import { bandDiff, downloadPng, pictureFrom } from '../memes';
import { canvasContribution, drawFrame, frozenReport, sceneRequests } from '../scene';

// The Chancellor is drawn from his modelled body (assets/chancellor.glb), fetched once by the
// scene's worker; where it cannot be had, from the scene's own shapes, and the page stays whole.
const FROZEN = '/?mode=full&debug=frozen';
const MODEL = /\/assets\/chancellor-[^/]+\.glb$/;
const COMPANION = '[data-slot="companion"]';

/** Waits for the scene, then brings the presenting moment on (no podium before him: the whole figure in sight) and draws it. */
async function atAbout(page: Page) {
  await drawFrame(page);
  await page.evaluate(() => document.getElementById('about')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect.poll(async () => (await frozenReport(page))?.to).toBe('about');
  await drawFrame(page);
}

test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

test('full mode draws the modelled Chancellor, fetched once; without his model, the one built from shapes', async ({ page }) => {
  const requested = sceneRequests(page);
  await page.goto(FROZEN);
  await atAbout(page);
  const modelled = await frozenReport(page);
  expect(modelled?.model.rigged).toBe(true);
  expect(modelled?.model.bytes).toBeGreaterThan(100_000);
  expect(requested().filter((url) => MODEL.test(url))).toHaveLength(1);
  expect((await canvasContribution(page, COMPANION)).differing).toBeGreaterThan(0.1);
  const withModel = await page.locator(COMPANION).screenshot();

  // The model is refused: the scene starts all the same and he is drawn from shapes.
  await page.route(MODEL, (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await atAbout(page);
  expect((await frozenReport(page))?.model.rigged).toBe(false);
  expect((await canvasContribution(page, COMPANION)).differing).toBeGreaterThan(0.1);
  const withShapes = await page.locator(COMPANION).screenshot();

  // Two different figures: a good share of his place differs between them.
  const [a, b] = [await pngPixels(page, withModel), await pngPixels(page, withShapes)];
  expect(a.width).toBe(b.width);
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
    if (d > 48) differing++;
  }
  expect(differing / (a.data.length / 4)).toBeGreaterThan(0.04);
});

test('a portrait asked for before his model has arrived waits for it: the meme is of the modelled Chancellor', async ({ page }) => {
  // The model held back two seconds: the meme office asks for its portrait as soon as the scene is lit.
  await page.route(MODEL, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/memes?mode=full&debug=frozen');
  await pictureFrom(page, 'scene', 60_000);
  const first = await downloadPng(page);
  // Asked again with everything in: the same picture.
  await page.getByRole('radio', { name: /^Wide/ }).check();
  await pictureFrom(page, 'scene', 60_000);
  await page.getByRole('radio', { name: /^Square/ }).check();
  await pictureFrom(page, 'scene', 60_000);
  const again = await downloadPng(page);
  expect(await bandDiff(page, again.png, first.png, [0, 1]), 'the first portrait is the one drawn once everything is in').toBeLessThan(0.003);
});
