import { expect, test } from './fixtures';
import { memes } from '../src/content/memes';
import { bandDiff, downloadPng, pictureFrom, pngFacts, stubShareSheet } from './memes';

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

test('a download tapped while the picture is still coming: once the tap has gone stale, a second one saves it', async ({ page }) => {
  // The tap's moment, kept by the page's clock (a browser saves what a page hands it only then).
  await stubShareSheet(page);
  // The character's picture held back, as a slow network (or the scene still posing) would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/hero-column.webp', async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/memes?mode=lite');
  const save = page.getByRole('button', { name: memes.actions.download });
  const status = page.locator('.meme-share').getByRole('status');
  let saved = 0;
  page.on('download', () => saved++);
  await save.click();
  await expect(status).toHaveText(memes.status.making);
  await page.clock.fastForward(6000);
  release();
  await pictureFrom(page, 'poster');
  await expect(status).toHaveText(memes.status.downloadAgain);
  expect(saved).toBe(0);
  const [file] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(file.suggestedFilename()).toBe('chipc-meme-chancellor-chip.png');
  await expect(status).toHaveText(memes.status.downloaded('chipc-meme-chancellor-chip.png'));
});
