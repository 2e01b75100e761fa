import type { Page } from '@playwright/test';
import { expect, scrollThrough } from './fixtures';

/** Every route the site has (the 404 view standing for any other path). */
const ROUTES = ['/', '/community', '/memes', '/stage', '/stage/console', '/nope'];

/**
 * Opens every route with `query` under the site's CSP and checks that nothing
 * was refused and nothing was asked of another origin. `settle` runs after
 * each load (the scene's first frame, where there is one).
 */
export async function policyHolds(page: Page, baseURL: string, query: string, settle: (route: string) => Promise<void>) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  for (const route of ROUTES) {
    await page.goto(route + query);
    await settle(route);
    if (route === '/') await scrollThrough(page);
    // The meme office has drawn its picture (posed by the scene, or the still): what it fetches for it has been asked for.
    if (route === '/memes') await expect(page.locator('.meme-preview canvas')).toHaveAttribute('data-source', /^(scene|poster)$/, { timeout: 30_000 });
    await expect(page.locator('html[data-motion]')).toHaveCount(1); // every lazy part has arrived
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), route).toEqual([]);
  }
  expect(foreign).toEqual([]);
}
