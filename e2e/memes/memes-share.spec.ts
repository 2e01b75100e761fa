import { memeCaption } from '../../src/content/memeCaption';
import { memeShare } from '../../src/content/memeShare';
import { expect, test } from '../fixtures';
import { holdStill, pictureFrom, sharedFiles, sharedWords, stubShareSheet } from '../memes';

// The meme office's share bar without the scene (lite): the share sheet, the clipboard and the post to X.
// The picture itself is tested in memes.spec.ts.

const LITE = '/memes?mode=lite';
const topLine = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: memeCaption.fields.top });

test('on a phone the picture itself goes to the share sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubShareSheet(page);
  await page.goto(LITE);
  await pictureFrom(page, 'poster');
  await topLine(page).fill('Re-compile Chip');
  // With files to share, the share sheet replaces the post link.
  await expect(page.getByRole('link', { name: new RegExp(memeShare.actions.post) })).toHaveCount(0);
  await page.getByRole('button', { name: memeShare.actions.share }).click();
  await expect(page.getByRole('status').filter({ hasText: memeShare.status.shared })).toBeVisible();
  const shared = await sharedFiles(page);
  expect(shared).toHaveLength(1);
  expect(shared[0]).toHaveLength(1);
  expect(shared[0]![0]).toMatchObject({ name: 'chipc-meme-re-compile-chip.png', type: 'image/png' });
  expect(shared[0]![0]!.size).toBeGreaterThan(10_000);
  expect(await sharedWords(page), 'iOS drops a file sent with words').toEqual([null]);
});

test('a share tapped while the picture is still coming is not refused: when the tap has gone stale, a second one sends it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubShareSheet(page);
  const release = await holdStill(page);
  await page.clock.install();
  await page.goto(LITE);
  const share = page.getByRole('button', { name: memeShare.actions.share });
  await share.click();
  await expect(page.locator('.meme-share').getByRole('status')).toHaveText(memeShare.status.making);
  // The tap's moment passes (five seconds) before the picture comes.
  await page.clock.fastForward(6000);
  expect(await page.evaluate(() => navigator.userActivation.isActive)).toBe(false);
  release();
  await pictureFrom(page, 'poster');
  await expect(page.locator('.meme-share').getByRole('status')).toHaveText(memeShare.status.shareAgain);
  expect(await sharedFiles(page)).toEqual([]);
  await share.click();
  await expect(page.locator('.meme-share').getByRole('status')).toHaveText(memeShare.status.shared);
  const shared = await sharedFiles(page);
  expect(shared).toHaveLength(1);
  expect(shared[0]![0]).toMatchObject({ name: 'chipc-meme-chancellor-chip.png', type: 'image/png' });
});

test('copy puts a PNG on the clipboard, a refusal is said calmly; elsewhere a post to X carries the address', async ({ page }) => {
  await page.addInitScript(() => {
    const state = { refuse: false, types: [] as string[] };
    Object.assign(window, { __clipboard: state });
    navigator.clipboard.write = async (items: ClipboardItems) => {
      if (state.refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
      for (const item of items) state.types.push(...item.types, (await item.getType('image/png')).type);
    };
  });
  await page.goto(LITE);
  await pictureFrom(page, 'poster');
  await page.getByRole('button', { name: memeShare.actions.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: memeShare.status.copied })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __clipboard: { types: string[] } }).__clipboard.types)).toEqual(['image/png', 'image/png']);
  await page.evaluate(() => void ((window as unknown as { __clipboard: { refuse: boolean } }).__clipboard.refuse = true));
  await page.getByRole('button', { name: memeShare.actions.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: memeShare.status.copyFailed })).toBeVisible();

  const post = page.getByRole('link', { name: new RegExp(memeShare.actions.post) });
  const href = new URL((await post.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://x.com/intent/post');
  expect(href.searchParams.get('url')).toBe(new URL('/memes', page.url()).href);
  await expect(post).toHaveAttribute('target', '_blank');
});
