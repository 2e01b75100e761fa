import type { Page } from '@playwright/test';
import { memeMoments } from '../../src/content/memes';
import { expect, test } from '../fixtures';
import { downloadPng, pictureFrom, pngFacts, preview } from '../memes';
import { stats } from '../scene';

// The meme office in full mode: the scene's worker poses the character at the picture's size
// (its portrait booth). Frozen: the page's scene draws only on request, so the only frames
// drawn are the portraits; every wait is on a state, never on the frame rate.
const FULL = '/memes?mode=full&debug=frozen';

const momentLabel = (id: string) => memeMoments.find((m) => m.id === id)!;

/** Chooses the Chancellor's `moment` and waits until the scene's portrait of it is the preview's picture. */
async function pose(page: Page, moment: string) {
  const m = momentLabel(moment);
  await page.getByRole('radio', { name: m.label }).check();
  await expect(preview(page)).toHaveAccessibleName(new RegExp(m.describe));
  await pictureFrom(page, 'scene', 60_000);
}

test('the scene poses the character at each picture size: square and wide PNGs of its portrait, a minister too', async ({ page }) => {
  await page.goto(FULL);
  await pictureFrom(page, 'scene', 60_000);
  const square = await downloadPng(page);
  const facts = await pngFacts(page, square.png);
  expect(facts).toMatchObject({ width: 1080, height: 1080 });
  expect(facts.colours, 'not blank').toBeGreaterThan(200);

  await page.getByRole('radio', { name: /Wide/ }).check();
  await expect(preview(page)).toHaveAccessibleName(/^Wide meme, 1200 × 630/);
  await pictureFrom(page, 'scene', 60_000);
  expect(await pngFacts(page, (await downloadPng(page)).png)).toMatchObject({ width: 1200, height: 630 });

  await page.getByRole('radio', { name: /General Glitch/ }).check();
  await expect(preview(page)).toHaveAccessibleName(/General Glitch/);
  await pictureFrom(page, 'scene', 60_000);
  const glitch = await downloadPng(page);
  expect(glitch.name).toBe('chipc-meme-general-glitch.png');
  expect(await pngFacts(page, glitch.png)).toMatchObject({ width: 1200, height: 630 });
  // The portrait never showed on the page: the scene's own canvas has nothing to draw here.
  expect(await page.evaluate(() => document.querySelectorAll('[data-slot]').length)).toBe(0);
});

test('50 exports in a row, each posed anew by the scene: its geometries and textures stay flat', async ({ page }) => {
  test.setTimeout(240_000);
  // Without the finish (?post=off): the test above exports through it; here the counts are the
  // subject, and fifty 1200×630 frames through bloom take a minute in software WebGL.
  await page.goto(`${FULL}&shape=wide&post=off`);
  await pictureFrom(page, 'scene', 60_000);
  // Warm-up: the cabinet brings every minister to the GPU once.
  await pose(page, 'cabinet');
  await pose(page, 'tokenomics');
  const before = (await stats(page))!;
  expect(before.geometries).toBeGreaterThan(20);
  for (let i = 0; i < 50; i++) {
    await pose(page, i % 2 ? 'tokenomics' : 'hero');
    await downloadPng(page);
  }
  const after = (await stats(page))!;
  expect({ geometries: after.geometries, textures: after.textures }).toEqual({ geometries: before.geometries, textures: before.textures });
  expect(after.frames - before.frames, 'one drawn frame (and its settling ones) per portrait').toBeGreaterThanOrEqual(50);
});
