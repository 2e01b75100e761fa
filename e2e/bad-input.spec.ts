import { memeLaws } from '../src/content/memeLaws';
import { show as showCopy } from '../src/content/show';
import { frozenFromStart } from './clock';
import { expect, expectView, test, type View } from './fixtures';

const cases: [string, View][] = [
  ['/?mode=<script>window.__pwned=1</script>', 'home'],
  ['/?mode=full%00', 'home'],
  ['/?mode=%E2%80%AEetil', 'home'],
  ['/?debug=%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E', 'home'],
  ['/#<img src=x onerror=window.__pwned=1>', 'home'],
  ['/#%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E', 'home'],
  ['/#' + 'x'.repeat(3000), 'home'],
  ['/#%E2%9C%93%F0%9F%9A%80', 'home'],
  // Not valid percent-encoding: the home page scrolls nowhere, and never crashes.
  ['/#%', 'home'],
  ['/#x?ref=50%off', 'home'],
  ['/community?x=../../etc/passwd', 'community'],
  ['/stage?mode=lite&speed=1e309', 'show'],
  ['/stage?mode=%3Cb%3E&speed=-5', 'show'],
  ['/..%2F..%2Fetc%2Fpasswd', '404'],
  ['/%2e%2e/%2e%2e/etc/passwd', '404'],
  ['/%00', '404'],
  ['/%', '404'],
  ['/%F0%9F%98%80', '404'],
  ['/<script>window.__pwned=1</script>', '404'],
  ['/' + 'a/'.repeat(2000) + 'a', '404'],
];

// One page per view, each address loaded afresh in it (through a blank page, since two addresses
// that differ only in the hash would otherwise be one document).
for (const view of ['home', 'community', 'show', '404'] as const) {
  const urls = cases.filter(([, v]) => v === view).map(([url]) => url);
  test(`odd addresses of the ${view} view show it and run nothing`, async ({ page }) => {
    test.setTimeout(60_000);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    for (const url of urls) {
      const name = `${url.slice(0, 48)}${url.length > 48 ? '…' : ''}`;
      await page.goto('about:blank');
      await page.goto(url);
      await expectView(page, view);
      // The view shows before the app has read the address (it is prerendered): wait until all it
      // could set off has run. React is behind every part, and each image on the page has loaded or
      // failed (one the address slipped in has fired its onerror by then).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'));
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), name).toBeUndefined();
      expect(dialogs, name).toBe(0);
      // Junk in ?mode= is ignored: the device decides, never the address.
      if (url.includes('mode=') && !url.includes('mode=lite')) {
        await expect(page.locator('html'), name).toHaveAttribute('data-mode-reason', /.+/);
        await expect(page.locator('html'), name).not.toHaveAttribute('data-mode-reason', 'set in the address');
      }
    }
  });
}

// Every junk value is in the unit tests of parseSpeed; here, one of each kind reaches the running show.
for (const speed of ['1e309', '-5', '%3Cb%3E']) {
  test(`?speed=${speed} is ignored: the show keeps its real-time beat`, async ({ page }) => {
    await frozenFromStart(page, `/stage?mode=lite&speed=${speed}`, page.locator('html[data-page="show"]'));
    const law = page.locator('.show__law');
    await expect(law).toHaveText(memeLaws.items[0]);
    await page.clock.runFor(showCopy.beatMs - 100);
    await expect(law).toHaveText(memeLaws.items[0]);
    await page.clock.runFor(200);
    await expect(law).toHaveText(memeLaws.items[1]);
    // The progress bar runs for the same beat.
    expect(await page.locator('main.show').evaluate((el) => getComputedStyle(el).getPropertyValue('--beat').trim())).toBe(`${showCopy.beatMs / 1000}s`);
  });
}
