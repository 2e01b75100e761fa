import { memeChoices, memeMoments } from '../../src/content/memeChoices';
import { stickerRules } from '../../src/content/stickerRules';
import { stickers } from '../../src/content/stickers';
import { expect, test } from '../fixtures';
import { pictureFrom, preview } from '../memes';
import { loseContext, stats } from '../scene';
import { apngFacts, downloadSticker, edgesAndMiddle, expectWithinRule, makeSticker, probeWebm, stickerParts, webmFirstFrame } from '../stickers';

// Stickers in full mode: the scene's worker draws the character alone on a transparent canvas
// (its reel, one step of its own clock a frame) and the sticker's worker fits the file. Every
// wait is on the page's word, never on how fast frames are drawn. Without the finish (?post=off),
// which software WebGL draws several times slower and which is not the subject here.
const FULL = '/memes?mode=full&debug&post=off';

// The scene's part of a sticker is its reel: the character drawn frame by frame on a transparent
// ground at the sticker's size. Two sizes are made here, each by its own format: Telegram's 512 px
// WebM, of the busiest pose (the coin shower, against the strictest cap), and Discord's 320 px APNG
// of a minister. Every platform's file and rules, WhatsApp's WebPs among them, are checked on the
// same writers in lite mode (memes/memes-stickers.spec.ts): a reel is a reel to them.
test('at 1440 × 900 the live stage draws a Telegram WebM and a Discord APNG, each within its platform’s rules; Cancel and a lost context mid-drawing end calmly, and the scene poses the next picture', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(FULL);
  await pictureFrom(page, 'scene', 60_000);
  const parts = stickerParts(page);
  await expect(parts.region.getByText(stickers.fromScene)).toBeVisible();
  // Every pose, ministers too.
  await expect(parts.region.getByRole('group', { name: stickers.pose }).getByRole('radio')).toHaveCount(10);
  const before = (await stats(page))!;

  await parts.pose('Cheering under a shower of coins').check();
  await makeSticker(page, 'telegram', 150_000);
  const webm = await downloadSticker(page);
  const video = probeWebm(webm.bytes);
  expect(video).toMatchObject({ streams: 1, codec: 'vp9', width: 512, height: 512, alphaMode: '1' });
  expect(webm.name).toBe('chipc-telegram-sticker-tokenomics.webm');
  expect(video.seconds).toBeLessThanOrEqual(stickerRules.telegram.maxSeconds);
  expect(video.fps).toBeLessThanOrEqual(stickerRules.telegram.maxFps);
  expect(webm.bytes.length).toBeLessThanOrEqual(stickerRules.telegram.maxBytes);
  expect(await edgesAndMiddle(page, webmFirstFrame(webm.bytes, 512, 512), 'raw', { width: 512, height: 512 })).toMatchObject({ edge: 0, middle: 255 });
  expect((await stats(page))!.frames - before.frames, 'the reel drew each frame').toBeGreaterThanOrEqual(video.frames);

  await parts.pose('Minister Byte').check();
  await makeSticker(page, 'discord', 150_000);
  const png = await downloadSticker(page);
  expect(png.name).toBe('chipc-discord-sticker-minister-byte.png');
  const apng = apngFacts(png.bytes);
  expect(apng).toMatchObject({ width: 320, height: 320, plays: 0 });
  await expectWithinRule(page, 'discord', png.bytes, apng);

  // Cancelled while the scene draws: the reel stops, and the next picture is posed as before.
  await parts.make.click();
  await expect.poll(() => parts.progress.evaluate((el: HTMLProgressElement) => el.value), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await parts.cancel.click();
  await expect(parts.status).toHaveText(stickers.status.cancelled);
  const moment = memeMoments.find((m) => m.id === 'reading')!;
  await page.getByRole('group', { name: memeChoices.moment.legend, exact: true }).getByRole('radio', { name: moment.label, exact: true }).check();
  await expect(preview(page)).toHaveAccessibleName(new RegExp(moment.describe));
  await pictureFrom(page, 'scene', 60_000);

  // The context lost while the scene draws one: the page says what to do, the making ends, and the
  // still pictures stand in for the scene.
  await parts.make.click();
  await expect.poll(() => parts.progress.evaluate((el: HTMLProgressElement) => el.value), { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await loseContext(page);
  await expect(parts.status).toHaveText(stickers.status.scene, { timeout: 30_000 });
  await expect(parts.progress).toBeHidden();
  await expect(parts.make).toBeEnabled();
});
