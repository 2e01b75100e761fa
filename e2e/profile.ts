import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { memeProfile } from '../src/content/memeProfile';
import { expect } from './fixtures';

/** Where two square PNGs compare, against the circle inscribed in them (the one chat apps crop a profile picture to). */
export interface CircleMarks {
  /** The share of all pixels marked, and of the upper half's. */
  all: number;
  upper: number;
  /** Marked pixels outside the circle (by more than its smoothed edge), in all and in the upper half. */
  outside: number;
  outsideUpper: number;
  /** Marked pixels above the middle row, and in its top rows (a fiftieth of its height). */
  above: number;
  top: number;
}

/**
 * Compares two square PNGs of one size pixel by pixel, marking those that differ (what one draws
 * and the other lacks: a badge) or those alike (what covers a ground that changed between them:
 * the character over two backdrops), and counts where the marked ones lie against the circle.
 */
export function circleMarks(page: Page, a: Buffer, b: Buffer, mark: 'differ' | 'same'): Promise<CircleMarks> {
  return page.evaluate(
    async ({ a, b, mark }) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return { size: bitmap.width, data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data };
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      const n = pa.size;
      const r = n / 2;
      const out = { all: 0, upper: 0, outside: 0, outsideUpper: 0, above: 0, top: 0 };
      for (let y = 0; y < n; y++) {
        for (let x = 0; x < n; x++) {
          const i = (y * n + x) * 4;
          const d = Math.abs(pa.data[i]! - pb.data[i]!) + Math.abs(pa.data[i + 1]! - pb.data[i + 1]!) + Math.abs(pa.data[i + 2]! - pb.data[i + 2]!);
          if ((d > 24) !== (mark === 'differ')) continue;
          const outside = Math.hypot(x + 0.5 - r, y + 0.5 - r) > r + 1;
          out.all++;
          if (y < n / 50) out.top++;
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
    { a: a.toString('base64'), b: b.toString('base64'), mark },
  );
}

/** Clicks "Download profile picture"; returns the file's name and bytes once its section says it is saved. */
export async function downloadAvatar(page: Page): Promise<{ name: string; png: Buffer }> {
  const section = page.getByRole('region', { name: memeProfile.heading });
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: memeProfile.actions.download }).click()]);
  const name = download.suggestedFilename();
  await expect(section.getByText(memeProfile.status.downloaded(name))).toBeVisible();
  return { name, png: await readFile((await download.path())!) };
}
