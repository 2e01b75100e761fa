import type { Page } from '@playwright/test';
import { memeProfile } from '../../src/content/memeProfile';
import { axeViolations, expect, test } from '../fixtures';
import { holdStill, pngFacts, sharedFiles, stubShareSheet } from '../memes';
import { circleMarks, downloadAvatar } from '../profile';

// The meme office's profile picture, without the scene (lite): drawn from the still pictures.

const LITE = '/memes?mode=lite';
const section = (page: Page) => page.getByRole('region', { name: memeProfile.heading });
const avatar = (page: Page) => section(page).getByRole('img');
const badge = (page: Page) => page.getByRole('textbox', { name: memeProfile.badge.label });

/** Waits until the profile picture shows its character from the still pictures. */
const stillShown = (page: Page) => expect(avatar(page)).toHaveAttribute('data-source', 'poster', { timeout: 30_000 });

test("the profile picture is a 512 × 512 PNG with the character's head inside the circle", async ({ page }) => {
  await page.goto(`${LITE}&moment=about`);
  await stillShown(page);
  await expect(avatar(page)).toHaveAccessibleName(/^Profile picture, 512 × 512: head and shoulders of Chancellor Chip on campaign navy\.$/);
  const navy = await downloadAvatar(page);
  expect(navy.name).toBe('chipc-avatar-chancellor-chip.png');
  const facts = await pngFacts(page, navy.png);
  expect(facts).toMatchObject({ width: 512, height: 512 });
  expect(facts.colours, 'not blank').toBeGreaterThan(200);

  // The same picture on another backdrop: what stays alike is the character, standing over both.
  await page.getByRole('radio', { name: 'Ballot red' }).check();
  await expect(avatar(page)).toHaveAccessibleName(/on a ballot-red sunburst\.$/);
  const red = await downloadAvatar(page);
  const figure = await circleMarks(page, navy.png, red.png, 'same');
  expect(figure.all, 'the character fills a good part of the picture').toBeGreaterThan(0.2);
  expect(figure.upper, 'his head in the upper half').toBeGreaterThan(0.1);
  // Head and antenna: every pixel of him above the middle lies inside the circle.
  expect(figure.outsideUpper, 'pixels of his head outside the circle').toBe(0);
  // Head and shoulders, not a close-up: nothing of him is cut off at the top (his antenna included).
  expect(figure.top, 'pixels of him in the top rows').toBe(0);
});

test('the preview is drawn when the visitor heads its way, not while the page loads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LITE);
  await stillShown(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', ''); // every part of the page has hydrated
  expect(await section(page).evaluate((el) => el.getBoundingClientRect().top), 'the section starts more than two screens down').toBeGreaterThan(2 * 844);
  // The share of the preview's pixels that are drawn on.
  const inked = () =>
    avatar(page).evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let drawn = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]) drawn++;
      return drawn / (data.length / 4);
    });
  expect(await inked()).toBe(0);
  await avatar(page).scrollIntoViewIfNeeded();
  await expect.poll(inked).toBeGreaterThan(0.9);
});

test('the badge is one clean line, drawn only inside the lower part of the circle', async ({ page }) => {
  await page.goto(LITE);
  await stillShown(page);
  const plain = await downloadAvatar(page);
  await badge(page).fill('Vote Chip');
  await expect(avatar(page)).toHaveAccessibleName(/a badge reading “Vote Chip”\.$/);
  const badged = await downloadAvatar(page);
  expect(await pngFacts(page, badged.png)).toMatchObject({ width: 512, height: 512 });
  const drawn = await circleMarks(page, badged.png, plain.png, 'differ');
  expect(drawn.all, 'the badge is drawn').toBeGreaterThan(0.01);
  expect(drawn.outside, 'badge pixels outside the circle').toBe(0);
  expect(drawn.above, 'badge pixels above the middle').toBe(0);

  // The widest badge the field lets through still keeps inside the circle.
  await badge(page).fill('W'.repeat(100));
  await expect(badge(page)).toHaveValue('W'.repeat(memeProfile.badgeMax));
  const widest = await circleMarks(page, (await downloadAvatar(page)).png, plain.png, 'differ');
  expect(widest.outside, 'widest badge pixels outside the circle').toBe(0);
  expect(widest.above, 'widest badge pixels above the middle').toBe(0);

  // Cleaned as captions are: a control character and a bidi override go.
  await badge(page).fill('VOTE\u202E CHIP\u0007');
  await expect(badge(page)).toHaveValue('VOTE CHIP');
});

test('on a phone the profile picture goes to the share sheet as the file alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubShareSheet(page);
  // What else the share carried (a title, words, a link): iOS drops the image when there are any.
  await page.addInitScript(() => {
    const share = navigator.share.bind(navigator);
    const keys: string[][] = [];
    Object.assign(window, { __shareKeys: keys });
    Object.assign(navigator, { share: (data: ShareData) => (keys.push(Object.keys(data)), share(data)) });
  });
  await page.goto(LITE);
  await stillShown(page);
  await badge(page).fill('Vote Chip');
  await section(page).getByRole('button', { name: memeProfile.actions.share }).click();
  await expect(section(page).getByText(memeProfile.status.shared)).toBeVisible();
  const shared = await sharedFiles(page);
  expect(shared).toHaveLength(1);
  expect(shared[0]).toHaveLength(1);
  expect(shared[0]![0]).toMatchObject({ name: 'chipc-avatar-chancellor-chip.png', type: 'image/png' });
  expect(shared[0]![0]!.size).toBeGreaterThan(10_000);
  expect(await page.evaluate(() => (window as unknown as { __shareKeys: string[][] }).__shareKeys)).toEqual([['files']]);
});

test('a share tapped while the picture is still coming is not refused: once the tap has gone stale, a second one sends it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubShareSheet(page);
  const release = await holdStill(page);
  await page.clock.install();
  await page.goto(LITE);
  const share = section(page).getByRole('button', { name: memeProfile.actions.share });
  const status = section(page).locator('.meme-share__status');
  await share.click();
  await expect(status).toHaveText(memeProfile.status.making);
  // The tap's moment passes (five seconds) before the picture comes.
  await page.clock.fastForward(6000);
  expect(await page.evaluate(() => navigator.userActivation.isActive)).toBe(false);
  release();
  await stillShown(page);
  await expect(status).toHaveText(memeProfile.status.shareAgain);
  expect(await sharedFiles(page)).toEqual([]);
  await share.click();
  await expect(status).toHaveText(memeProfile.status.shared);
  const shared = await sharedFiles(page);
  expect(shared).toHaveLength(1);
  expect(shared[0]![0]).toMatchObject({ name: 'chipc-avatar-chancellor-chip.png', type: 'image/png' });
});

test('axe: the profile picture at 390 and 1440 px has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LITE);
  await stillShown(page);
  await section(page).scrollIntoViewIfNeeded();
  expect(await axeViolations(page, '.meme-avatar'), 'at 390 px').toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await badge(page).fill('Vote Chip');
  // Where files cannot be shared, the download is the way out.
  await expect(section(page).getByRole('button', { name: memeProfile.actions.share })).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: memeProfile.actions.download })).toBeVisible();
  expect(await axeViolations(page, '.meme-avatar'), 'at 1440 px').toEqual([]);
});
