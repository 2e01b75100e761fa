import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { memeProfile } from '../src/content/memes';
import { axeViolations, expect, test } from './fixtures';
import { pngFacts, sharedFiles, stubShareSheet } from './memes';

// The meme office's profile picture, without the scene (lite): drawn from the still pictures.

const LITE = '/memes?mode=lite';
const section = (page: Page) => page.getByRole('region', { name: memeProfile.heading });
const avatar = (page: Page) => section(page).getByRole('img');
const badge = (page: Page) => page.getByRole('textbox', { name: memeProfile.badge.label });

/** Waits until the profile picture shows its character from the still pictures. */
const stillShown = (page: Page) => expect(avatar(page)).toHaveAttribute('data-source', 'poster', { timeout: 30_000 });

/** Clicks "Download profile picture"; returns the file's name and bytes once the section says it is saved. */
async function downloadAvatar(page: Page): Promise<{ name: string; png: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: memeProfile.actions.download }).click()]);
  const name = download.suggestedFilename();
  await expect(section(page).getByText(memeProfile.status.downloaded(name))).toBeVisible();
  return { name, png: await readFile((await download.path())!) };
}

/** A fully transparent PNG: a still picture with no one in it. */
function emptyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc((width * 4 + 1) * height);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

interface Difference {
  /** Shares of all pixels that differ between the two pictures… */
  all: number;
  /** …of those in the upper half… */
  upper: number;
  /** …and counts of differing pixels outside the circle inscribed in the square, in all and in the upper half. */
  outside: number;
  outsideUpper: number;
  /** Differing pixels above the middle row. */
  above: number;
}

/** Where two square PNGs of one size differ (by more than a rounding), against the circle chat apps crop them to. */
function difference(page: Page, a: Buffer, b: Buffer): Promise<Difference> {
  return page.evaluate(
    async ({ a, b }) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return { size: bitmap.width, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      const n = pa.size;
      const r = n / 2;
      const out = { all: 0, upper: 0, outside: 0, outsideUpper: 0, above: 0 };
      for (let y = 0; y < n; y++) {
        for (let x = 0; x < n; x++) {
          const i = (y * n + x) * 4;
          const d = Math.abs(pa.data[i]! - pb.data[i]!) + Math.abs(pa.data[i + 1]! - pb.data[i + 1]!) + Math.abs(pa.data[i + 2]! - pb.data[i + 2]!);
          if (d <= 24) continue;
          // Outside: the pixel's middle beyond the circle by more than a pixel (its smoothed edge).
          const outside = Math.hypot(x + 0.5 - r, y + 0.5 - r) > r + 1;
          out.all++;
          if (outside) out.outside++;
          if (y < r) {
            out.upper++;
            out.above++;
            if (outside) out.outsideUpper++;
          }
        }
      }
      return { ...out, all: out.all / (n * n), upper: out.upper / ((n * n) / 2) };
    },
    { a: a.toString('base64'), b: b.toString('base64') },
  );
}

test("the profile picture is a 512 × 512 PNG with the character's head inside the circle", async ({ page }) => {
  // First with no one in the still picture: the backdrop alone, to tell the character's pixels by.
  const still = '**/about-column.webp';
  await page.route(still, (route) => route.fulfill({ contentType: 'image/png', body: emptyPng(600, 900) }));
  await page.goto(`${LITE}&moment=about`);
  await stillShown(page);
  const empty = await downloadAvatar(page);
  await page.unroute(still);
  await page.reload();
  await stillShown(page);
  await expect(avatar(page)).toHaveAccessibleName(/^Profile picture, 512 × 512: head and shoulders of Chancellor Chip on campaign navy\.$/);
  const picture = await downloadAvatar(page);
  expect(picture.name).toBe('chipc-avatar-chancellor-chip.png');
  const facts = await pngFacts(page, picture.png);
  expect(facts).toMatchObject({ width: 512, height: 512 });
  expect(facts.colours, 'not blank').toBeGreaterThan(200);

  const figure = await difference(page, picture.png, empty.png);
  expect(figure.all, 'the character fills a good part of the picture').toBeGreaterThan(0.25);
  expect(figure.upper, 'his head in the upper half').toBeGreaterThan(0.15);
  // Head and antenna: every pixel of him above the middle lies inside the circle.
  expect(figure.outsideUpper, 'pixels of his head outside the circle').toBe(0);
});

test('the badge is one clean line, drawn only inside the lower part of the circle', async ({ page }) => {
  await page.goto(LITE);
  await stillShown(page);
  const plain = await downloadAvatar(page);
  await badge(page).fill('Vote Chip');
  await expect(avatar(page)).toHaveAccessibleName(/a badge reading “Vote Chip”\.$/);
  const badged = await downloadAvatar(page);
  expect(await pngFacts(page, badged.png)).toMatchObject({ width: 512, height: 512 });
  const drawn = await difference(page, badged.png, plain.png);
  expect(drawn.all, 'the badge is drawn').toBeGreaterThan(0.01);
  expect(drawn.outside, 'badge pixels outside the circle').toBe(0);
  expect(drawn.above, 'badge pixels above the middle').toBe(0);

  // The widest badge the field lets through still keeps inside the circle.
  await badge(page).fill('W'.repeat(100));
  await expect(badge(page)).toHaveValue('W'.repeat(memeProfile.badgeMax));
  const widest = await difference(page, (await downloadAvatar(page)).png, plain.png);
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
  // The character's still held back, as a slow network would.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/hero-column.webp', async (route) => {
    await held;
    await route.continue();
  });
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
  expect(await axeViolations(page), 'at 390 px').toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await badge(page).fill('Vote Chip');
  // Where files cannot be shared, the download is the way out.
  await expect(section(page).getByRole('button', { name: memeProfile.actions.share })).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: memeProfile.actions.download })).toBeVisible();
  expect(await axeViolations(page), 'at 1440 px').toEqual([]);
});
