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

/** The page fits the screen exactly: no scrollbars either way, nothing outside it. */
export async function fitsScreen(page: Page) {
  const box = await page.evaluate(() => {
    const outside = Array.from(document.querySelectorAll('main.show *')).filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('.show__marquee')) return false; // the ticker runs past the edge on purpose
      return r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
    });
    return {
      scroll: [document.documentElement.scrollWidth - innerWidth, document.documentElement.scrollHeight - innerHeight],
      outside: outside.map((el) => el.className || el.tagName),
    };
  });
  expect(box.scroll).toEqual([0, 0]);
  expect(box.outside).toEqual([]);
}
