import { readFile } from 'node:fs/promises';
import { memeCharacters, memeShapes } from '../../src/content/memeChoices';
import { memeShare } from '../../src/content/memeShare';
import { expect, test } from '../fixtures';
import { bandDiff, downloadPng, pictureFrom, pngFacts, preview } from '../memes';

// A PNG is encoded in a worker: on the page's thread the browser encodes a canvas only in idle
// time, seconds late on a phone whose page has no idle moment.
const WIDE = '/memes?mode=lite&shape=wide';

test.use({ allowedConsoleErrors: [/Failed to load resource/] });

test('the picture is encoded by a worker; where that worker cannot load, the page encodes the same picture', async ({ page }) => {
  await page.goto(WIDE);
  await pictureFrom(page, 'poster');
  const byWorker = await downloadPng(page);
  expect(page.workers().map((w) => new URL(w.url()).pathname)).toContainEqual(expect.stringMatching(/\/pngWorker-[^/]+\.js$/));
  expect(await pngFacts(page, byWorker.png)).toMatchObject({ width: 1200, height: 630 });

  // A tab open across a deploy: the worker's file is gone.
  await page.route('**/assets/pngWorker-*.js', (route) => route.abort());
  await page.reload();
  await pictureFrom(page, 'poster');
  const byPage = await downloadPng(page);
  expect(byPage.name).toBe(byWorker.name);
  expect(await pngFacts(page, byPage.png)).toMatchObject({ width: 1200, height: 630 });
  expect(await bandDiff(page, byWorker.png, byPage.png, [0, 1])).toBe(0);
});

test('a worker that takes the picture and never answers does not hold the file: the page encodes it', async ({ page }) => {
  // Its file loads and starts, and then never answers (a stalled encoder).
  await page.route('**/assets/pngWorker-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }));
  await page.goto(WIDE);
  await pictureFrom(page, 'poster');
  const file = await downloadPng(page);
  expect(await pngFacts(page, file.png)).toMatchObject({ width: 1200, height: 630 });
});

test('every size of every character ends in its file, with its figure, after the choice changed, at 390 and at 1440 px', async ({ page }) => {
  test.setTimeout(60_000);
  // Each size with every character at one width, and with the Chancellor at the other: every pair once,
  // and both sizes at both widths, on one page resized as a window is.
  const plan: [{ width: number; height: number }, (typeof memeShapes)[number], readonly (typeof memeCharacters)[number][]][] = [
    [{ width: 390, height: 844 }, memeShapes[0]!, memeCharacters],
    [{ width: 390, height: 844 }, memeShapes[1]!, memeCharacters.slice(0, 1)],
    [{ width: 1440, height: 900 }, memeShapes[1]!, memeCharacters],
    [{ width: 1440, height: 900 }, memeShapes[0]!, memeCharacters.slice(0, 1)],
  ];
  await page.setViewportSize(plan[0]![0]);
  await page.goto('/memes?mode=lite');
  for (const [viewport, shape, characters] of plan) {
    await page.setViewportSize(viewport);
    await page.getByRole('radio', { name: new RegExp(`^${shape.label}`) }).check();
    const files: Buffer[] = [];
    for (const character of characters) {
      await page.getByRole('radio', { name: new RegExp(`^${character.name}`) }).check();
      await expect(preview(page)).toHaveAccessibleName(new RegExp(character.name));
      await pictureFrom(page, 'poster');
      const file = await downloadPng(page);
      expect(file.name).toContain(character.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''));
      expect(await pngFacts(page, file.png), `${viewport.width} px, ${shape.id}, ${character.id}`).toMatchObject({ width: shape.width, height: shape.height });
      files.push(file.png);
    }
    // Each character drawn: the middle of the picture, where the figure stands, differs from the last one's.
    for (let i = 1; i < files.length; i++) {
      expect(await bandDiff(page, files[i - 1]!, files[i]!, [0.35, 0.75]), `${viewport.width} px, ${shape.id}: figure ${i}`).toBeGreaterThan(0.05);
    }
  }
});

test('a download started before the picture is in, while the choice changes, saves the meme it was asked for, figure and all', async ({ page }) => {
  const [first, second] = memeCharacters;
  // The stills come slowly (a phone on a poor network): the file waits for its picture while the visitor moves on.
  await page.route('**/posters/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/memes?mode=lite');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: memeShare.actions.download }).click().then(() => page.getByRole('radio', { name: new RegExp(`^${second!.name}`) }).check()),
  ]);
  const png = await readFile((await download.path())!);
  // The same choice again, its picture in: the file made then is the one the first should have been.
  await page.getByRole('radio', { name: new RegExp(`^${first!.name}`) }).check();
  await pictureFrom(page, 'poster');
  const asked = await downloadPng(page);
  expect(download.suggestedFilename()).toBe(asked.name);
  expect(await bandDiff(page, png, asked.png, [0, 1]), 'the same picture, figure and all').toBeLessThan(0.002);
});
