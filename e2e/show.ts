import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const law = (page: Page) => page.locator('.show__law');
export const rollCallName = (page: Page) => page.locator('.show__rollcall .show__name');
export const show = (page: Page) => page.locator('main.show');
/** Set by the show once it runs in the browser. */
export const showReady = (page: Page) => page.locator('html[data-page="show"]');
export async function openShow(page: Page, url: string) {
  await page.goto(url);
  await showReady(page).waitFor({ state: 'attached' });
}

/**
 * The page fits the screen exactly: no scrollbars either way, nothing outside
 * it, no text cut off inside its box, and the screen's parts (top bar,
 * caption, QR, roll call, ticker; in the cabinet view its label and each of
 * its four seats with badge and name) never drawn over one another.
 */
export async function fitsScreen(page: Page) {
  const box = await page.evaluate(() => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('.show__marquee, .sr-only, .show__hint');
    };
    const all = Array.from(document.querySelectorAll('main.show *')).filter(shown);
    const outside = all.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
    });
    // Text wider than its box is cut (or spills) at the edge.
    const cut = all.filter((el) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim()) && el.scrollWidth > el.clientWidth + 1);
    // Each element a selector matches is one part: its own box and everything drawn inside it.
    const parts = ['.show__top', '.show__caption', '.show__qr', '.show__rollcall', '.show__ticker', '.show__cabinet > .show__label', '.show__cabinet li'];
    const extent = (el: Element, name: string) => {
      const rects = [el, ...Array.from(el.querySelectorAll('*'))].filter(shown).map((e) => e.getBoundingClientRect());
      if (!rects.length) return null;
      return { name, top: Math.min(...rects.map((r) => r.top)), left: Math.min(...rects.map((r) => r.left)), bottom: Math.max(...rects.map((r) => r.bottom)), right: Math.max(...rects.map((r) => r.right)) };
    };
    const boxes = parts.flatMap((selector) => Array.from(document.querySelectorAll(selector), (el, i) => extent(el, `${selector}#${i + 1}`))).filter((b) => b !== null);
    const overlaps: string[] = [];
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) overlaps.push(`${a.name} × ${b.name}`);
      }
    });
    return {
      scroll: [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight],
      outside: outside.map((el) => el.className || el.tagName),
      cut: cut.map((el) => el.className || el.tagName),
      overlaps,
    };
  });
  expect(box.scroll).toEqual([0, 0]);
  expect(box.outside).toEqual([]);
  expect(box.cut).toEqual([]);
  expect(box.overlaps).toEqual([]);
}

/**
 * A stand-in for the Screen Wake Lock API, installed before the page loads:
 * it counts requests and either grants a lock (released the way a browser
 * does: `released` set, a `release` event) or refuses with `refuse`'s message.
 */
export async function fakeWakeLock(page: Page, { refuse }: { refuse?: string } = {}) {
  await page.addInitScript((refusal) => {
    type Sentinel = EventTarget & { released: boolean; release: () => Promise<void> };
    const w = window as unknown as { __wake: { requests: number; held: Sentinel[] } };
    w.__wake = { requests: 0, held: [] };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          if (type !== 'screen') throw new TypeError('bad type');
          w.__wake.requests++;
          if (refusal !== null) throw new DOMException(refusal, 'NotAllowedError');
          const sentinel: Sentinel = Object.assign(new EventTarget(), {
            released: false,
            release: async () => {
              sentinel.released = true;
              sentinel.dispatchEvent(new Event('release'));
            },
          });
          w.__wake.held.push(sentinel);
          return sentinel;
        },
      },
    });
  }, refuse ?? null);
  return {
    /** How many times the page has asked for a lock. */
    requests: () => page.evaluate(() => (window as unknown as { __wake: { requests: number } }).__wake.requests),
    /** The browser or the system takes back every lock held. */
    releaseAll: () =>
      page.evaluate(async () => {
        const w = window as unknown as { __wake: { held: { released: boolean; release: () => Promise<void> }[] } };
        for (const s of w.__wake.held) if (!s.released) await s.release();
      }),
  };
}

/**
 * Presses a key as a keyboard of another layout sends it: `key` is what the
 * layout prints, `code` the physical key (Playwright's own keyboard is US).
 */
export async function pressKey(page: Page, key: string, code: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, text: key });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code });
  await cdp.detach();
}
