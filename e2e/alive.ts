import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { show as showCopy } from '../src/content/show';
import { expect } from './fixtures';

// What the journeys check on arriving at the meme office and the show's console (journey.ts).
const patient = expect.configure({ timeout: 15_000 });

/**
 * The meme preview has drawn the character: its picture has arrived (`data-source`), and where the
 * figure stands (the middle of the picture) the canvas differs from the backdrop at its edge, row by
 * row, on most pixels. The backdrop alone, or a blank, differs on few.
 */
export async function memesPreviewDraws(page: Page) {
  const canvas = page.locator('.meme-preview canvas');
  await patient(canvas).toHaveAttribute('data-source', /^(poster|scene)$/);
  await patient
    .poll(() => canvas.evaluate(figureShare), { message: 'the character stands in the middle of the preview' })
    .toBeGreaterThan(0.3);
}

/** The share of the middle of a meme canvas (where the figure stands) that differs from the backdrop at the row's edge. */
function figureShare(c: HTMLCanvasElement): number {
  const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
  const at = (x: number, y: number) => (Math.round(y) * c.width + Math.round(x)) * 4;
  let differs = 0;
  let seen = 0;
  for (let y = c.height * 0.4; y < c.height * 0.75; y += c.height / 60) {
    const edge = at(c.width * 0.04, y);
    for (let x = c.width * 0.44; x < c.width * 0.56; x += c.width / 80) {
      const i = at(x, y);
      const d = Math.abs(data[i]! - data[edge]!) + Math.abs(data[i + 1]! - data[edge + 1]!) + Math.abs(data[i + 2]! - data[edge + 2]!);
      if (d > 90) differs++;
      seen++;
    }
  }
  return differs / seen;
}

/**
 * The console: alone, it says no show is open, offers to open one, and its controls wait. With
 * `drive`, a show opened in a second window of the browser connects, and Next moves its law on.
 */
export async function consoleWorks(page: Page, drive: boolean) {
  const text = showCopy.console;
  await patient(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
  await patient(page.getByRole('status')).toHaveText(text.none);
  await expect(page.getByRole('link', { name: text.openAudience })).toBeVisible();
  const next = page.getByRole('button', { name: new RegExp(`^${text.forward}`) });
  await expect(next).toBeDisabled();
  if (!drive) return;
  const audience = await page.context().newPage();
  try {
    await audience.goto(`${paths.show}?mode=lite`);
    const law = audience.locator('.show__law');
    await patient(law).toBeVisible();
    await patient(page.getByRole('status')).toHaveText(text.connected);
    const before = await law.textContent();
    await next.click();
    await patient(law).not.toHaveText(before ?? '');
  } finally {
    await audience.close();
  }
}
