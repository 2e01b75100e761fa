import type { Page } from '@playwright/test';
import { clips } from '../../src/content/clips';
import { memeCaption } from '../../src/content/memeCaption';
import { axeViolations, expect, test } from '../fixtures';
import { clipParts, downloadClip, gifDelays, glanceDiff, headForClips, makeClip, readGif, readVideo, videoFrames } from '../clips';
import { bandDiff, pictureFrom, sharedFiles, sharedWords, strayUrls, stubShareSheet, trackObjectUrls } from '../memes';

// Clips in lite mode: made from the still pictures, which move themselves (the push-in, the
// caption's stamp). The scene's own frames are tested in e2e/scene/memes-clips.spec.ts. Each
// clip here is a few seconds' work of the page's own 2D canvas and the browser's encoder.

const LITE = '/memes?mode=lite';
const topLine = (page: Page) => page.getByRole('textbox', { name: memeCaption.fields.top });

async function open(page: Page, path = LITE) {
  await page.goto(path);
  await pictureFrom(page, 'poster');
  await expect(page.getByText(clips.fromStills)).toBeVisible();
}

/**
 * Counts the clip workers the page starts and those it has ended, and records the progress each
 * reported. With `hold`, a clip's start is held until `release` (the clip stays in the making as
 * long as the test needs, however fast this machine makes one).
 */
async function countWorkers(page: Page, hold = false) {
  await page.addInitScript((hold) => {
    const made: { name: string; ended: boolean; progress: number[] }[] = [];
    const held: (() => void)[] = [];
    const Base = window.Worker;
    window.Worker = class extends Base {
      #entry: { name: string; ended: boolean; progress: number[] };
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const entry = { name: options?.name ?? '', ended: false, progress: [] as number[] };
        this.#entry = entry;
        made.push(entry);
        this.addEventListener('message', (e: MessageEvent<{ type: string; done: number }>) => void (e.data.type === 'progress' && entry.progress.push(e.data.done)));
      }
      override postMessage(message: unknown, transfer?: unknown) {
        const send = () => super.postMessage(message, transfer as Transferable[]);
        if (hold && (message as { type?: string }).type === 'start') held.push(send);
        else send();
      }
      override terminate() {
        this.#entry.ended = true;
        super.terminate();
      }
    };
    Object.assign(window, { __workers: made, __release: () => held.splice(0).forEach((send) => send()) });
  }, hold);
}
const release = (page: Page) => page.evaluate(() => (window as unknown as { __release: () => void }).__release());
/** The tab hidden (as a phone's browser in the background says it is) or shown again. */
const hide = (page: Page, hidden: boolean) =>
  page.evaluate((hidden) => {
    if (hidden) Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    else Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
const clipWorkers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __workers: { name: string; ended: boolean; progress: number[] }[] }).__workers.filter((w) => w.name === 'clip').map(({ name, ended }) => ({ name, ended })));
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __workers: { name: string; progress: number[] }[] }).__workers.filter((w) => w.name === 'clip').map((w) => w.progress));

test('an MP4 from the still pictures: 90 frames, 3 s, 720 px; it moves, loops and its caption is drawn', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page);
  await topLine(page).fill('Vote Chip');
  await makeClip(page, clips.formats.mp4);
  const captioned = await downloadClip(page);
  expect(captioned.name).toBe('chipc-meme-vote-chip.mp4');
  expect(captioned.bytes.length, 'within 4 MB, a chat’s video limit').toBeLessThan(4 * 1024 * 1024);
  const video = await readVideo(captioned.bytes);
  expect(video).toMatchObject({ mime: expect.stringMatching(/^video\/mp4/), codec: 'avc', width: 720, height: 720, frames: 90 });
  expect(Math.abs(video.duration - 3)).toBeLessThanOrEqual(1 / 30 + 1e-6);
  expect(video.keys[0]).toBe(0);

  const [first, middle, last] = await videoFrames(page, video, [0, 45, 89]);
  // The picture pushes in: halfway it is larger, so the whole frame differs; the last frame is
  // all but back where the first is, so the loop has no jump.
  const moved = await glanceDiff(page, first!, middle!);
  expect(moved, 'the picture moves').toBeGreaterThan(5);
  expect(await glanceDiff(page, first!, last!), 'the loop closes').toBeLessThan(moved / 5);

  // Without the caption: only the caption's rows change (beyond the encoder's own noise, about one pixel in a hundred).
  await topLine(page).fill('');
  await makeClip(page, clips.formats.mp4);
  const empty = await readVideo((await downloadClip(page)).bytes);
  const [bare] = await videoFrames(page, empty, [45]);
  expect(await bandDiff(page, middle!, bare!, [0.03, 0.2]), 'the top line is in the clip').toBeGreaterThan(0.05);
  expect(await bandDiff(page, middle!, bare!, [0.35, 0.6]), 'nothing else moved').toBeLessThan(0.03);
});

test('a GIF: 75 frames at 25 a second that loop for ever, 480 px square; the same choices, the same file', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page);
  await makeClip(page, clips.formats.gif);
  const gif = await downloadClip(page);
  expect(gif.name).toBe('chipc-meme-chancellor-chip.gif');
  expect(gif.bytes.length).toBeLessThan(8e6);
  const facts = await readGif(page, gif.bytes, [0, 37]);
  expect(facts).toMatchObject({ width: 480, height: 480, frames: 75, repetitions: Infinity });
  // Every frame's own delay, read from the file: 4 hundredths of a second, 25 a second.
  expect(gifDelays(gif.bytes)).toEqual(Array(75).fill(4));
  expect(await bandDiff(page, facts.pngs[0]!, facts.pngs[1]!, [0.3, 0.7]), 'the picture moves').toBeGreaterThan(0.2);
  // The same choices, the same clip: every frame drawn the same, to the byte.
  await makeClip(page, clips.formats.gif);
  expect((await downloadClip(page)).bytes.equals(gif.bytes), 'identical frame for frame').toBe(true);
  // Wide: 800 × 420, the same frames and delays.
  await page.getByRole('radio', { name: /^Wide/ }).check();
  await makeClip(page, clips.formats.gif);
  const wide = await downloadClip(page);
  expect(wide.bytes.length).toBeLessThan(8e6);
  expect(await readGif(page, wide.bytes, [0])).toMatchObject({ width: 800, height: 420, frames: 75, repetitions: Infinity });
  expect(gifDelays(wide.bytes)).toEqual(Array(75).fill(4));
});

test('where the browser encodes only Baseline H.264, not the High profile the clip is made in, the video is WebM (VP9); where it encodes no video at all, GIF only, said calmly', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const ask = VideoEncoder.isConfigSupported.bind(VideoEncoder);
    // Baseline (avc1.42…) taken, every other H.264 profile refused, at the probe and at the encoder alike.
    VideoEncoder.isConfigSupported = (config) => (config.codec.startsWith('avc1.') && !config.codec.startsWith('avc1.42') ? Promise.resolve({ supported: false, config }) : ask(config));
  });
  await open(page, `${LITE}&shape=wide`);
  await makeClip(page, clips.formats.webm);
  await expect(clipParts(page).format(clips.formats.mp4)).toHaveCount(0);
  const webm = await downloadClip(page);
  expect(webm.name).toBe('chipc-meme-chancellor-chip.webm');
  const video = await readVideo(webm.bytes);
  expect(video).toMatchObject({ mime: expect.stringMatching(/^video\/webm/), codec: 'vp9', width: 1200, height: 630, frames: 90 });
  expect(Math.abs(video.duration - 3)).toBeLessThanOrEqual(1 / 30 + 1e-6);
  // Decoded as a browser plays it, not only read: the picture is there and moves.
  const [first, middle] = await videoFrames(page, video, [0, 45]);
  expect(await glanceDiff(page, first!, middle!), 'the WebM decodes, and moves').toBeGreaterThan(5);

  const context = await page.context().browser()!.newContext();
  const bare = await context.newPage();
  await bare.addInitScript(() => Reflect.deleteProperty(window, 'VideoEncoder'));
  await bare.goto(LITE);
  await expect(bare.getByText(clips.gifOnly)).toBeVisible(); // answered at once: nothing to ask
  await expect(clipParts(bare).format('video')).toHaveCount(0);
  await expect(clipParts(bare).format(clips.formats.gif)).toBeChecked();
  await context.close();
});

test('the encoder is asked which video it makes only when the visitor heads for the clip maker, not while the page loads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const ask = VideoEncoder.isConfigSupported.bind(VideoEncoder);
    const asked: string[] = [];
    VideoEncoder.isConfigSupported = (config) => (asked.push(config.codec), ask(config));
    Object.assign(window, { __asked: asked });
  });
  const asked = () => page.evaluate(() => (window as unknown as { __asked: string[] }).__asked.length);
  await open(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', ''); // every part of the page has hydrated
  const parts = clipParts(page);
  expect(await parts.make.evaluate((el) => el.getBoundingClientRect().top), 'the clip maker starts more than two screens down').toBeGreaterThan(2 * 844);
  expect(await asked()).toBe(0);
  await expect(parts.formats.getByRole('radio')).toHaveCount(1);
  await expect(parts.format(clips.formats.gif)).toBeChecked();
  await parts.make.scrollIntoViewIfNeeded();
  await expect(parts.format(clips.formats.mp4)).toBeChecked();
  expect(await asked()).toBeGreaterThan(0);
});

test('progress, a second click and Cancel, a hidden tab, leaving the page: the page answers, and no worker or file is left behind', async ({ page }) => {
  test.setTimeout(90_000);
  await countWorkers(page, true);
  await trackObjectUrls(page);
  await open(page);
  const parts = clipParts(page);
  await headForClips(page);
  await parts.format(clips.formats.gif).check();
  await parts.make.click();
  await expect(parts.progress).toBeVisible();
  expect(await parts.progress.evaluate((el: HTMLProgressElement) => [el.value, el.max])).toEqual([0, 75]);
  await parts.make.click();
  await expect(parts.status).toHaveText(clips.status.busy);
  // The page stays responsive: the choices still answer while the clip is made.
  await topLine(page).fill('Still typing');
  await expect(topLine(page)).toHaveValue('Still typing');
  await parts.cancel.click();
  await expect(parts.status).toHaveText(clips.status.cancelled);
  await expect(parts.progress).toBeHidden();
  await release(page); // a start held past its cancel goes to an ended worker: nothing comes of it
  expect(await clipWorkers(page)).toEqual([{ name: 'clip', ended: true }]);
  expect(await strayUrls(page)).toEqual([]);

  // Two clips in a row, the second made while the tab is hidden (a phone's browser in the
  // background): each reports every frame in order and ends with its clip; one file is held, the
  // one shown.
  for (const hidden of [false, true]) {
    await parts.format(clips.formats.mp4).check();
    await parts.make.click();
    await expect(parts.progress).toBeVisible();
    if (hidden) await hide(page, true);
    await release(page);
    await expect(parts.status).toHaveText(/^Ready: /, { timeout: 60_000 });
  }
  await hide(page, false);
  expect((await clipWorkers(page)).map((w) => w.ended)).toEqual([true, true, true]);
  const frames = Array.from({ length: 90 }, (_, i) => i + 1);
  expect(await progressSeen(page)).toEqual([[], frames, frames]);
  expect(await strayUrls(page)).toEqual([]);
  await expect(page.locator('video.meme-clip__result')).toHaveCount(1);

  // Leaving the page mid-clip ends the clip.
  await parts.make.click();
  await expect(parts.progress).toBeVisible();
  await page.getByRole('navigation').first().getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect.poll(async () => (await clipWorkers(page)).map((w) => w.ended)).toEqual([true, true, true, true]);
});

test('on a phone the clip goes to the share sheet as one file with no words; axe finds nothing at 390 and 1440', async ({ page }) => {
  test.setTimeout(90_000);
  await stubShareSheet(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await makeClip(page, clips.formats.mp4);
  await expect(page.locator('video.meme-clip__result')).toHaveAttribute('aria-label', clips.result(clips.formats.mp4, 3));
  expect(await axeViolations(page, '.meme-clip')).toEqual([]);
  await page.getByRole('button', { name: clips.share }).click();
  await expect(clipParts(page).status).toHaveText(clips.status.shared);
  const shared = await sharedFiles(page);
  expect(shared).toHaveLength(1);
  expect(shared[0]).toEqual([{ name: 'chipc-meme-chancellor-chip.mp4', type: 'video/mp4', size: expect.any(Number) }]);
  expect(await sharedWords(page), 'iOS drops a file sent with words').toEqual([null]);

  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await axeViolations(page, '.meme-clip')).toEqual([]);
});
