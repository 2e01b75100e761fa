import type { Page } from '@playwright/test';
import { memeCaption } from '../../src/content/memeCaption';
import { memeShare } from '../../src/content/memeShare';
import { expect, motionReady, scrollThrough, test } from '../fixtures';

// Every card's words and figures stay inside its card at every width, with the companion's column
// beside the text or its band above it. Nothing here draws WebGL: the full mode gets the scene
// refused, as its layout must not depend on it.

const WIDTHS = [320, 360, 390, 768, 1024, 1280, 1366, 1440, 1920, 2560];

/** Stat tiles, counters, about and feature cards, roadmap, whitepaper, feed, cabinet; community and meme office cards. */
const CARDS = ['.stat', '.counter-card', '.card', '.phase__card', '.chapter', '.feed__item', '.minister', '.meme-choice', '.meme-option', '.meme-field'].join(', ');

/** The kinds of card on each page. */
const KINDS: Record<string, string[]> = {
  '/?mode=lite': ['.stat', '.counter-card', '.card', '.phase__card', '.chapter', '.feed__item', '.minister'],
  '/community': ['.card'],
  '/memes': ['.meme-choice', '.meme-option', '.meme-field'],
};

/**
 * What runs past its card, for the current width: each visible line of text measured against its
 * card's box, and each box between them that hides what overflows it while its content is wider.
 */
function overflows(page: Page) {
  return page.evaluate(async (selector) => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const found: string[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`;
    for (const card of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = card.getBoundingClientRect();
      if (box.width === 0 || card.closest('[hidden], .sr-only')) continue;
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        const parent = node.parentElement!;
        if (!text || parent.closest('.sr-only') || getComputedStyle(parent).visibility === 'hidden') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          if (line.width === 0) continue;
          if (line.left < box.left - 1 || line.right > box.right + 1) {
            found.push(`"${text.slice(0, 40)}" ${Math.round(line.left)}–${Math.round(line.right)} px past ${name(card)} ${Math.round(box.left)}–${Math.round(box.right)} px`);
            break;
          }
        }
        for (let el: HTMLElement | null = parent; el && card.contains(el); el = el.parentElement) {
          if (getComputedStyle(el).overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
            found.push(`"${text.slice(0, 40)}" clipped by ${name(el)} (${el.scrollWidth} > ${el.clientWidth} px)`);
            break;
          }
        }
      }
    }
    return [...new Set(found)];
  }, CARDS);
}

async function everyWidth(page: Page) {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await overflows(page)).map((o) => `${width} px: ${o}`));
  }
  return found;
}

test.describe('under reduced motion (every figure final at once)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/?mode=lite', '/community', '/memes']) {
    test(`${path}: every card's text fits its card from 320 to 2560 px`, async ({ page }) => {
      await page.goto(path);
      if (path.startsWith('/?')) {
        await motionReady(page, 'reduced');
        await expect(page.locator('.counter[data-phase="done"]')).toHaveCount(3);
      }
      // Every kind of card the page has is measured (a renamed one would pass unmeasured).
      for (const card of KINDS[path]!) expect(await page.locator(card).count(), card).toBeGreaterThan(0);
      expect(await everyWidth(page)).toEqual([]);
    });
  }
});

test('with the 3D on, counted up: every card\'s text fits its card from 320 to 2560 px', async ({ page }) => {
  await page.route(/\/assets\/SceneCanvas-[^/]+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export default function Scene() { return null; }' }));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?mode=full');
  await motionReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'full');
  await scrollThrough(page);
  // The counters at their final figures, the widest they get.
  await expect(page.locator('.counter[data-phase="done"]')).toHaveCount(3, { timeout: 10_000 });
  expect(await everyWidth(page)).toEqual([]);
});

test('the meme office on a laptop: while the visitor types in the form, the picture, its buttons and its status stay in sight', async ({ page }) => {
  await page.goto('/memes?mode=lite');
  const stage = [page.locator('.meme-preview canvas'), page.getByRole('button', { name: memeShare.actions.download }), page.locator('.memes__stage [role=status]')];
  for (const [width, height] of [[1280, 720], [1366, 768], [1440, 900]] as const) {
    await page.setViewportSize({ width, height });
    for (const field of [memeCaption.fields.top, memeCaption.fields.bottom]) {
      const box = page.getByRole('textbox', { name: field });
      await box.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await box.fill(`${width}×${height}`);
      for (const part of stage) await expect(part, `${width}×${height}, at "${field}"`).toBeInViewport({ ratio: 1 });
    }
  }
});
