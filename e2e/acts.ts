import type { Page } from '@playwright/test';

/** The home page's acts, in order. */
export const ACTS = ['about', 'tokenomics', 'reading', 'roadmap', 'cabinet'];
/** Where an in-page link puts its section: below the sticky header (html's scroll-padding-top, 5rem). */
export const LANDING = 80;

/** Each act's `content-visibility`: `auto` while skipped until near, `visible` once laid out. */
export const contentVisibility = (page: Page) =>
  page.evaluate((acts) => acts.map((id) => getComputedStyle(document.querySelector(`[data-act="${id}"]`)!).contentVisibility), ACTS);
