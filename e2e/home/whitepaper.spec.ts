import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { chainLabel } from '../../src/content/token';
import { whitepaper } from '../../src/content/whitepaper';
import { expect, test } from '../fixtures';

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  return { pages: doc.numPages, text: text.replace(/\s+/g, ' ') };
}

test('the section renders the summary from the content module', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#whitepaper');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(whitepaper.chapters.map((c) => c.heading));
});

test('the download button downloads a valid PDF with the summary headings', async ({ page }) => {
  await page.goto('/');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: whitepaper.downloadLabel }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(whitepaper.fileName);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { pages, text } = await pdfText(bytes);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(text).toContain(whitepaper.title);
  for (const chapter of whitepaper.chapters) expect(text).toContain(chapter.heading);
  // Same single source of truth for the chain as the page.
  expect(text).toContain(chainLabel);
});
