import { CAPTION_MAX, memeCaption } from '../../src/content/memeCaption';
import { memeChoices, memeMoments } from '../../src/content/memeChoices';
import { memeOffice } from '../../src/content/memeOffice';
import { memePreviewWords } from '../../src/content/memePreview';
import { memeShare } from '../../src/content/memeShare';
import { nav, pageMeta } from '../../src/content/meta';
import { axeViolations, expect, test } from '../fixtures';
import { bandDiff, downloadPng, heapAfterGc, inkCentre, pictureFrom, pngFacts, preview, openBitmaps, strayUrls, trackBitmaps, trackObjectUrls } from '../memes';

// The meme office without the scene (lite): every picture composed from the still pictures.
// The scene's own portraits are tested in e2e/scene/memes.spec.ts, the share bar in memes-share.spec.ts.

const LITE = '/memes?mode=lite';
const topLine = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: memeCaption.fields.top });
const bottomLine = (page: import('@playwright/test').Page) => page.getByRole('textbox', { name: memeCaption.fields.bottom });

test('prerendered, /memes says what it does and that making a picture needs JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/memes');
  await expect(page).toHaveTitle(pageMeta.memes.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(memeOffice.heading);
  await expect(page.getByText(memeOffice.intro)).toBeVisible();
  await expect(page.getByText(memePreviewWords.noScript)).toBeVisible();
  // Controls that would do nothing are not offered.
  await expect(page.getByRole('button', { name: memeShare.actions.download })).toBeHidden();
  await context.close();
});

test('square and wide PNGs from the still pictures, named by the caption; the words change only their own rows', async ({ page }) => {
  await page.goto(LITE);
  await pictureFrom(page, 'poster');
  await topLine(page).fill('Vote Chip');
  await bottomLine(page).fill('No policies, no problem');
  await expect(preview(page)).toHaveAccessibleName(/Top line: “Vote Chip”\. Bottom line: “No policies, no problem”\./);
  const captioned = await downloadPng(page);
  expect(captioned.name).toBe('chipc-meme-vote-chip-no-policies-no-problem.png');
  const facts = await pngFacts(page, captioned.png);
  expect(facts).toMatchObject({ width: 1080, height: 1080 });
  expect(facts.colours, 'not blank').toBeGreaterThan(200);

  await topLine(page).fill('');
  await bottomLine(page).fill('');
  await expect(preview(page)).toHaveAccessibleName(/No caption yet\./);
  const empty = await downloadPng(page);
  expect(empty.name).toBe('chipc-meme-chancellor-chip.png');
  expect(await bandDiff(page, captioned.png, empty.png, [0.03, 0.2]), 'the top line is drawn').toBeGreaterThan(0.05);
  expect(await bandDiff(page, captioned.png, empty.png, [0.75, 0.9]), 'the bottom line is drawn').toBeGreaterThan(0.05);
  expect(await bandDiff(page, captioned.png, empty.png, [0.32, 0.6]), 'nothing else moved').toBeLessThan(0.002);

  await page.getByRole('radio', { name: /Wide/ }).check();
  await pictureFrom(page, 'poster');
  const wideEmpty = await downloadPng(page);
  expect(await pngFacts(page, wideEmpty.png)).toMatchObject({ width: 1200, height: 630 });
  await topLine(page).fill('Vote Chip');
  await bottomLine(page).fill('No policies, no problem');
  const wide = await downloadPng(page);
  expect(await pngFacts(page, wide.png)).toMatchObject({ width: 1200, height: 630 });
  expect(await bandDiff(page, wide.png, wideEmpty.png, [0.03, 0.22]), 'the wide top line is drawn').toBeGreaterThan(0.05);
  expect(await bandDiff(page, wide.png, wideEmpty.png, [0.7, 0.88]), 'the wide bottom line is drawn').toBeGreaterThan(0.05);
});

test('25 exports in a row, each of a new picture, leave no object URLs, bitmaps or heap behind', async ({ page }) => {
  test.setTimeout(180_000); // 25 files of 1200×630 (leftovers are counted exactly: a few show as well as 50 did)
  await Promise.all([trackObjectUrls(page), trackBitmaps(page)]);
  await page.goto(`${LITE}&shape=wide`);
  await pictureFrom(page, 'poster');
  await downloadPng(page); // the first export loads what every later one uses
  const [heapBefore, bitmapsBefore] = [await heapAfterGc(page), await openBitmaps(page)];
  for (let i = 0; i < 25; i++) {
    // A new caption every time, and every fifth time a new still picture (the one it replaces given back).
    const moment = memeMoments[Math.floor(i / 5) % 2]!;
    if (i % 5 === 0) await page.getByRole('radio', { name: moment.label, exact: true }).check();
    await topLine(page).fill(`Law ${i + 1}`);
    await expect(preview(page)).toHaveAccessibleName(new RegExp(`${moment.describe}.*Top line: “Law ${i + 1}”`));
    expect((await downloadPng(page)).name).toBe(`chipc-meme-law-${i + 1}.png`);
  }
  expect.soft((await strayUrls(page)).length, 'object URLs held (the last file may still be read; none before it)').toBeLessThanOrEqual(1);
  expect.soft((await heapAfterGc(page)) - heapBefore, 'heap grown over 25 exports (bytes)').toBeLessThan(4_000_000);
  expect(await openBitmaps(page), `bitmaps open after 25 exports (${bitmapsBefore} before): each file's copy, each picture replaced, given back`).toBeLessThanOrEqual(Math.min(bitmapsBefore, 3));
});

test('bad input: a huge paste is cut and says so, markup stays text, bidi overrides go, emoji and other scripts draw', async ({ page }) => {
  await page.goto(LITE);
  await pictureFrom(page, 'poster');
  const top = topLine(page);
  await top.fill('x'.repeat(100_000));
  await expect(top).toHaveValue('x'.repeat(CAPTION_MAX.line));
  await expect(page.getByText(memeCaption.cut(CAPTION_MAX.line))).toBeVisible();
  await expect(page.getByText(memeCaption.count(CAPTION_MAX.line, CAPTION_MAX.line))).toBeVisible();

  const markup = '<img src=x onerror="window.__pwned=1">';
  await top.fill(markup);
  await expect(top).toHaveValue(markup);
  await expect(preview(page)).toHaveAccessibleName(new RegExp(`Top line: “${markup.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`));
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(await page.evaluate(() => '__pwned' in window)).toBe(false);

  await top.fill('abc\u202Egnp.exe\u0007');
  await expect(top).toHaveValue('abcgnp.exe');
  await expect(page.getByText(memeCaption.removed)).toBeVisible();

  await top.fill('');
  const empty = await downloadPng(page);
  await top.fill('🗳️👨‍👩‍👧 Голосуй за Чипа');
  await bottomLine(page).fill('議会は永遠に休会 مرحبا بالعالم');
  const worldly = await downloadPng(page);
  expect(worldly.name, 'no letters a file name carries: the character names it').toBe('chipc-meme-chancellor-chip.png');
  expect(await bandDiff(page, worldly.png, empty.png, [0.03, 0.2])).toBeGreaterThan(0.03);
  expect(await bandDiff(page, worldly.png, empty.png, [0.75, 0.9])).toBeGreaterThan(0.03);
});

test('right-to-left captions are typed and drawn right to left: "!" ends "שלום!" on its left, a law keeps to the right', async ({ page }) => {
  await page.goto(LITE);
  await pictureFrom(page, 'poster');
  await expect(topLine(page)).toHaveAttribute('dir', 'auto');
  await expect(bottomLine(page)).toHaveAttribute('dir', 'auto');
  await topLine(page).fill('שלום!');
  const rtl = await downloadPng(page);
  // The same caption with the canvas held to left-to-right, as it drew before: the line reads otherwise.
  await page.evaluate(() => {
    const proto = CanvasRenderingContext2D.prototype;
    const own = Object.getOwnPropertyDescriptor(proto, 'direction')!;
    Object.defineProperty(proto, 'direction', { ...own, set(this: CanvasRenderingContext2D) { own.set!.call(this, 'ltr'); } });
  });
  const ltr = await downloadPng(page);
  expect(await bandDiff(page, rtl.png, ltr.png, [0.03, 0.2]), 'the line is laid out right to left').toBeGreaterThan(0.01);
  expect(await bandDiff(page, rtl.png, ltr.png, [0.32, 0.9]), 'nothing else moved').toBeLessThan(0.002);

  await page.reload();
  await pictureFrom(page, 'poster');
  await page.getByRole('radio', { name: memeCaption.style.law }).check();
  const law = page.getByRole('textbox', { name: memeCaption.fields.lawText });
  await expect(law).toHaveAttribute('dir', 'auto');
  await law.fill('שלום!');
  // The banner's line of words: right of the middle in Hebrew, left of it in English.
  expect(await inkCentre(page, (await downloadPng(page)).png, [0.8, 0.9])).toBeGreaterThan(0.6);
  await law.fill('Hello!');
  expect(await inkCentre(page, (await downloadPng(page)).png, [0.8, 0.9])).toBeLessThan(0.4);
});

test('the address names a choice, checked against what exists; choosing keeps it there', async ({ page }) => {
  await page.goto(`${LITE}&character=glitch&moment=%3Cscript%3E&backdrop=red&shape=wide&style=law`);
  await expect(page.getByRole('radio', { name: /General Glitch/ })).toBeChecked();
  await expect(page.getByText(memeChoices.moment.ministerNote)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Ballot red' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Wide/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: memeCaption.fields.lawText })).toBeVisible();
  await expect(preview(page)).toHaveAccessibleName(/^Wide meme, 1200 × 630/);

  await page.goto(`${LITE}&character=__proto__&shape=huge&backdrop=`);
  await expect(page.getByRole('radio', { name: /Chancellor Chip/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Square/ })).toBeChecked();
  await page.getByRole('radio', { name: /Minister Byte/ }).check();
  await expect(page).toHaveURL(/[?&]character=byte(&|$)/);
  await page.getByRole('radio', { name: /Chancellor Chip/ }).check();
  await expect(page).not.toHaveURL(/character=/);
});

test('axe: the meme office at 390 and 1440 px, in both caption forms, has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LITE);
  await pictureFrom(page, 'poster');
  expect(await axeViolations(page), 'at 390 px').toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('radio', { name: memeCaption.style.law }).check();
  await page.getByRole('radio', { name: /Dr\. Overflow/ }).check();
  await page.getByRole('textbox', { name: memeCaption.fields.lawText }).fill('Memes are now legal tender.');
  expect(await axeViolations(page), 'at 1440 px').toEqual([]);
});

test('the office opens from the header, the footer, the hero tile and the community page', async ({ page }) => {
  await page.goto('/community');
  await page.getByRole('link', { name: 'Open the meme office' }).click();
  await expect(page).toHaveURL(/\/memes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(memeOffice.heading);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav.memes, exact: true })).toHaveAttribute('href', '/memes');
  await expect(page.getByRole('navigation', { name: 'Social links' }).getByRole('link', { name: nav.memes, exact: true })).toHaveAttribute('href', '/memes');
  await page.getByRole('link', { name: 'Make a meme' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(memeOffice.heading);
});
