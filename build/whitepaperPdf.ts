import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { footer } from '../src/content/footer.ts';
import { print, rgbOf } from '../src/theme/palette.ts';
import { whitepaper } from '../src/content/whitepaper.ts';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 64;
const colour = (hex: string) => rgb(...(rgbOf(hex).map((c) => c / 255) as [number, number, number]));
const NAVY = colour(print.ink);
const RED = colour(print.accent);
const GREY = colour(print.muted);

/** The standard PDF fonts speak WinAnsi only; map the few typographic characters we use. */
function winAnsi(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/…/g, '...').replace(/[^\x20-\x7e\u00a0-\u00ff—–]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Builds the whitepaper PDF from the same content module the section renders. */
export async function buildWhitepaperPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(whitepaper.title));
  doc.setSubject(winAnsi(whitepaper.subtitle));
  doc.setCreator('$CHIPC site build');
  // A fixed date keeps the file byte-identical between builds of the same content.
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'));

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - MARGIN * 2;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const write = (text: string, font: PDFFont, size: number, color = NAVY, gap = 6) => {
    for (const line of wrap(winAnsi(text), font, size, width)) {
      if (y - size < MARGIN) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - MARGIN;
      }
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
  };

  page.drawRectangle({ x: 0, y: PAGE.height - 12, width: PAGE.width, height: 12, color: RED });
  write(whitepaper.title, bold, 28, NAVY, 10);
  write(whitepaper.subtitle, regular, 14, GREY, 24);
  for (const chapter of whitepaper.chapters) {
    write(chapter.heading, bold, 16, RED, 8);
    write(chapter.body, regular, 11.5, NAVY, 5);
    y -= 16;
  }
  y -= 8;
  write(footer.disclaimer, regular, 9, GREY, 4);
  return doc.save();
}
