import type { Page } from '@playwright/test';
import { memeCaption } from '../../src/content/memeCaption';
import { memePreview } from '../../src/content/memePreview';
import { expect, test } from '../fixtures';
import { pictureFrom, preview } from '../memes';

// What the preview costs a phone as the page loads. Each drawing of the meme on a software canvas
// held a phone's thread for 20 to 50 ms, and the load drew it twice (the captions alone, then with
// the character); at 3x it also drew 2.25 times the pixels of 2x.

const LITE = '/memes?mode=lite';

interface Drawing {
  /** The picture the preview showed as it was drawn (its `data-source`), or null: no character yet. */
  source: string | null;
  width: number;
  cssWidth: number;
  /** When it was drawn, on the page's clock. */
  at: number;
}

/** Notes each drawing of the preview (every drawing starts by clearing its canvas). */
async function noteDrawings(page: Page) {
  await page.addInitScript(() => {
    const drawings: Drawing[] = [];
    (window as unknown as { drawings: Drawing[] }).drawings = drawings;
    const clear = CanvasRenderingContext2D.prototype.clearRect;
    CanvasRenderingContext2D.prototype.clearRect = function (...args: Parameters<typeof clear>) {
      const canvas = this.canvas;
      if (canvas.closest('.meme-preview')) drawings.push({ source: canvas.dataset.source ?? null, width: canvas.width, cssWidth: canvas.clientWidth, at: performance.now() });
      return clear.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { drawings: Drawing[] }).drawings);
}

test.describe('on a 3x phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the load draws the meme with its character first, at twice the CSS pixels, not the screen’s three', async ({ page }) => {
    const drawings = await noteDrawings(page);
    // The mode as a visitor gets it (this machine's software renderer makes it lite): no ?mode=.
    await page.goto('/memes');
    await pictureFrom(page, 'poster');
    await expect.poll(async () => (await drawings()).length, { message: 'the preview is drawn' }).toBeGreaterThan(0);
    const all = await drawings();
    // The still is asked for as the preview appears. A machine slow enough to take the whole wait
    // over it may draw without him, but only once the wait has run out.
    const asked = await page.evaluate(
      () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => e.initiatorType === 'fetch' && e.name.includes('/posters/'))!.startTime,
    );
    const first = all[0]!;
    expect(first.source === 'poster' || first.at - asked >= memePreview.waitsForPictureMs - 100, `the first drawing, ${Math.round(first.at - asked)} ms after the still was asked for, has the character`).toBe(true);
    const ratio = memePreview.maxPixelRatio;
    for (const { width, cssWidth } of all) expect(Math.abs(width - ratio * cssWidth), `${width} px wide for ${cssWidth} CSS px`).toBeLessThanOrEqual(1);
    // The sharper drawing is the file's: a download is still 1080 px wide (tested in memes.spec).
  });
});

test.describe('where the still picture cannot be had', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the captions are drawn without him, after a short wait', async ({ page }) => {
    await page.route('**/posters/**', (route) => route.abort());
    const drawings = await noteDrawings(page);
    await page.goto(LITE);
    await expect.poll(async () => (await drawings()).length, { message: 'the preview is drawn', timeout: 15_000 }).toBeGreaterThan(0);
    // The band the top line is drawn in, before and after it is typed.
    const topBand = () =>
      preview(page).evaluate((canvas: HTMLCanvasElement) => {
        const rows = canvas.getContext('2d')!.getImageData(0, Math.floor(canvas.height * 0.03), canvas.width, Math.floor(canvas.height * 0.17)).data;
        let sum = 0;
        for (let i = 0; i < rows.length; i += 4) sum = (sum * 31 + rows[i]! + rows[i + 1]! * 7 + rows[i + 2]! * 13) % 1_000_000_007;
        return sum;
      });
    const empty = await topBand();
    const drawn = (await drawings()).length;
    await page.getByRole('textbox', { name: memeCaption.fields.top }).fill('Vote Chip');
    await expect(preview(page)).toHaveAccessibleName(/Top line: “Vote Chip”/);
    await expect.poll(async () => (await drawings()).length, { message: 'drawn again with the caption' }).toBeGreaterThan(drawn);
    await expect.poll(topBand, { message: 'the top line is on the picture' }).not.toBe(empty);
    expect((await drawings()).every((d) => d.source === null)).toBe(true);
  });
});
