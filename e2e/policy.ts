import type { Page } from '@playwright/test';
import { expect, scrollThrough } from './fixtures';

/** Every route the site has (the 404 view standing for any other path). */
const ROUTES = ['/', '/community', '/memes', '/stage', '/stage/console', '/nope'];

/**
 * Watches a page, from its next load on, for what the site's CSP refuses and for requests to any
 * origin but the site's own. `holds(label)` checks both so far.
 */
export async function watchPolicy(page: Page, baseURL: string) {
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
  return async (label: string) => {
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), label).toEqual([]);
    expect(foreign, label).toEqual([]);
  };
}

/**
 * Opens every route with `query` under the site's CSP and checks that nothing
 * was refused and nothing was asked of another origin. `settle` runs after
 * each load (the scene's first frame, where there is one).
 */
export async function policyHolds(page: Page, baseURL: string, query: string, settle: (route: string) => Promise<void>) {
  const holds = await watchPolicy(page, baseURL);
  for (const route of ROUTES) {
    await page.goto(`${baseURL}${route}${query}`);
    await settle(route);
    if (route === '/') await scrollThrough(page);
    // The meme office has drawn its picture (posed by the scene, or the still): what it fetches for it has been asked for.
    if (route === '/memes') await expect(page.locator('.meme-preview canvas')).toHaveAttribute('data-source', /^(scene|poster)$/, { timeout: 30_000 });
    await expect(page.locator('html[data-motion]')).toHaveCount(1); // every lazy part has arrived
    await holds(route);
  }
}
