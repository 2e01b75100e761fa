import { expect, test } from './fixtures';
import { bandDiff, downloadPng, pictureFrom, pngFacts } from './memes';

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
