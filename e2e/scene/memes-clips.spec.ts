import { clips } from '../../src/content/clips';
import { memeMoments } from '../../src/content/memeChoices';
import { clipParts, downloadClip, glanceDiff, headForClips, makeClip, readGif } from '../clips';
import { expect, test } from '../fixtures';
import { downloadPng, pictureFrom, preview } from '../memes';
import { loseContext, stats } from '../scene';

// Clips in full mode: the scene's worker draws the character frame by frame (its reel), each
// frame one step of its own clock, and the clip's worker encodes them. No part of the scene is
// on screen here, so the only frames drawn are the reel's. Every wait is on the page's word or a
// frame count, never on how fast frames are drawn (not frozen: a frozen scene stands still). Without the finish (?post=off): software
// WebGL takes several times longer per frame through bloom, and the finish is not the subject.
const FULL = '/memes?mode=full&debug&post=off';

test('the scene draws a clip frame by frame: a GIF that moves and loops with no seam; Cancel and a lost context end calmly, the GPU as it was', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(FULL);
  await pictureFrom(page, 'scene', 60_000);
  await expect(page.getByText(clips.fromScene)).toBeVisible();
  const before = (await stats(page))!;

  await makeClip(page, clips.formats.gif, 150_000);
  const gif = await readGif(page, (await downloadClip(page)).bytes, [0, 1, 37, 74]);
  expect(gif).toMatchObject({ width: 480, height: 480, frames: 75, repetitions: Infinity });
  const [first, second, middle, last] = gif.pngs;
  const step = await glanceDiff(page, first!, second!);
  const moved = await glanceDiff(page, first!, middle!);
  const seam = await glanceDiff(page, last!, first!);
  // He moves (the wave comes down within the three seconds). The last frames dissolve into the
  // ones drawn just before the first, so from the last frame to the first is one more step of
  // that dissolve (here about 0.7 against 0.26 for a step elsewhere), not a jump back in time,
  // which measures like the move itself.
  expect(moved, 'he moves').toBeGreaterThan(4 * step);
  expect(seam, `the loop's seam (${seam}) against the move (${moved})`).toBeLessThan(moved / 3);
  const after = (await stats(page))!;
  expect(after.frames - before.frames, 'each frame drawn, and the seam, and the run-in').toBeGreaterThanOrEqual(75 + 10);

  // Cancelled mid-clip: the scene stops drawing it and poses the next portrait as before.
  const parts = clipParts(page);
  await parts.make.click();
  await expect.poll(() => parts.progress.evaluate((el: HTMLProgressElement) => el.value), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await parts.cancel.click();
  await expect(parts.status).toHaveText(clips.status.cancelled);
  const moment = memeMoments.find((m) => m.id === 'tokenomics')!;
  await page.getByRole('radio', { name: moment.label, exact: true }).check();
  await expect(preview(page)).toHaveAccessibleName(new RegExp(moment.describe));
  await pictureFrom(page, 'scene', 60_000);
  const settled = (await stats(page))!;
  expect({ geometries: settled.geometries, textures: settled.textures }).toEqual({ geometries: after.geometries, textures: after.textures });

  // The context lost mid-clip: the page says what to do, and a picture can still be made.
  await parts.make.click();
  await expect.poll(() => parts.progress.evaluate((el: HTMLProgressElement) => el.value), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await loseContext(page);
  await expect(parts.status).toHaveText(clips.status.scene, { timeout: 30_000 });
  await expect(parts.progress).toBeHidden();
  expect((await downloadPng(page)).name).toBe('chipc-meme-chancellor-chip.png');
});

test('Cancel while the clip waits for its fonts: the scene is never asked for the reel, and poses the next picture', async ({ page }) => {
  test.setTimeout(120_000);
  // The headline face on its way (a slow network), held until the test lets it through; and every
  // message the page sends the scene's worker, counted by type.
  await page.addInitScript(() => {
    const w = window as unknown as { __holdFonts: boolean; __letFontsIn: () => void; __toScene: string[] };
    w.__toScene = [];
    let gate: Promise<void> | null = null;
    w.__letFontsIn = () => {};
    const load = FontFaceSet.prototype.load;
    FontFaceSet.prototype.load = function (this: FontFaceSet, ...args: Parameters<FontFaceSet['load']>) {
      return gate ? gate.then(() => load.apply(this, args)) : load.apply(this, args);
    };
    Object.defineProperty(w, '__holdFonts', {
      set(on: boolean) {
        gate = on ? new Promise<void>((resolve) => (w.__letFontsIn = resolve)) : null;
      },
      get: () => gate !== null,
    });
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, transfer?: Transferable[] | StructuredSerializeOptions) {
      const type = (message as { type?: unknown } | null)?.type;
      if (typeof type === 'string') w.__toScene.push(type);
      return post.call(this, message, transfer as StructuredSerializeOptions);
    } as Worker['postMessage'];
  });
  await page.goto(FULL);
  await pictureFrom(page, 'scene', 60_000);
  const parts = clipParts(page);
  await headForClips(page);
  await parts.format(clips.formats.gif).check();
  await page.evaluate(() => ((window as unknown as { __holdFonts: boolean }).__holdFonts = true));
  await parts.make.click();
  await expect(parts.status).toHaveText(clips.status.starting);
  await parts.cancel.click();
  await expect(parts.status).toHaveText(clips.status.cancelled);
  // Focus goes back to the button that started the clip.
  await expect(parts.make).toBeFocused();
  await page.evaluate(() => (window as unknown as { __letFontsIn: () => void }).__letFontsIn());
  // The scene poses the next picture (it would wait for ever on a reel nobody pulls).
  const moment = memeMoments.find((m) => m.id === 'about')!;
  await page.getByRole('radio', { name: moment.label, exact: true }).check();
  await expect(preview(page)).toHaveAccessibleName(new RegExp(moment.describe));
  await pictureFrom(page, 'scene', 60_000);
  const sent = await page.evaluate(() => (window as unknown as { __toScene: string[] }).__toScene);
  expect(sent.filter((type) => type === 'reel'), 'no reel asked of the scene').toEqual([]);
  expect(sent.filter((type) => type === 'portrait').length).toBeGreaterThanOrEqual(1);
});
