import type { Page } from '@playwright/test';
import { startDocumentInParts } from '../documentInParts';
import { expect, test } from '../fixtures';

interface Shift {
  value: number;
  /** What moved: the element, its box before and after. */
  moved: string[];
}

/**
 * Records every layout shift from the page's start (layout shifts are only ever handed to an
 * observer, never kept in the page's performance timeline).
 */
function recordShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: Shift[] = ((window as unknown as { __shifts: Shift[] }).__shifts = []);
    const describe = (node: Node | null | undefined) => {
      if (!node) return 'gone';
      if (!(node instanceof Element)) return `text “${node.textContent?.slice(0, 30)}”`;
      const cls = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
      return node.tagName.toLowerCase() + cls;
    };
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    type Entry = PerformanceEntry & { value: number; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Entry[]) shifts.push({ value: e.value, moved: e.sources.map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, a frame after the last: a shift that frame made is reported by then. */
const layoutShifts = (page: Page) =>
  page.evaluate(() => new Promise<Shift[]>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __shifts: Shift[] }).__shifts)))));

/**
 * The load has settled: the app has hydrated and chosen the mode, the headline face has joined,
 * and every picture of the first screen has arrived and decoded (the meme's preview has drawn its character).
 */
async function settled(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mode', /.+/);
  await expect(html).toHaveAttribute('data-fonts', /oswald/);
  // The first screen's (a lazy picture further down is never asked for while nothing scrolls).
  await page.evaluate(() => {
    const inView = (img: HTMLImageElement) => img.getBoundingClientRect().top < window.innerHeight;
    return Promise.all(Array.from(document.images).filter(inView).map((img) => img.decode().catch(() => undefined)));
  });
  if (await page.locator('.meme-preview canvas').count()) await expect(page.locator('.meme-preview canvas')).toHaveAttribute('data-source', /.+/);
}

// Nothing on the first screen moves once painted: not when the app hydrates and adds what needs
// it (the share bar's buttons, the show's code to the site), not when the headline face replaces
// its fallback, not when a picture arrives. On these pages no input comes, so every shift counts.
// In the automatic mode, the visitor's, the document also comes in parts: a page painted half
// parsed moved as the rest came (the show's roll call, centred in its row, a card grid, the
// header's links), which a fast local server never showed and a loaded machine once did.
const PAGES = [
  { path: '/', modes: ['automatic'] },
  { path: '/community', modes: ['automatic'] },
  { path: '/memes', modes: ['lite', 'automatic'] },
  { path: '/stage', modes: ['lite', 'automatic'] },
] as const;

for (const { path, modes } of PAGES) {
  for (const mode of modes) {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      const inParts = mode === 'automatic';
      test(`${path} (${mode}${inParts ? ', its document in parts' : ''}) at ${viewport.width}×${viewport.height}: nothing moves while it loads`, async ({ page, baseURL }) => {
        const host = inParts ? await startDocumentInParts(baseURL!) : null;
        try {
          await page.setViewportSize(viewport);
          await recordShifts(page);
          await page.goto(host ? host.url + path : mode === 'lite' ? `${path}?mode=lite` : path);
          await settled(page);
          const shifts = await layoutShifts(page);
          expect(shifts, 'layout shifts during load').toEqual([]);
        } finally {
          await host?.stop();
        }
      });
    }
  }
}
