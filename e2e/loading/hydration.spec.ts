import { expect, scrollThrough, test } from '../fixtures';

const chunk = (path: string) => new URL(path).pathname.split('/').pop()!.split('-')[0]!;

// The home page's parts below the first screen wait: each hydrates, and its code loads, once it
// comes near, is touched or focused, or the page is idle after load. With the idle moment held
// off for good, only coming near wakes them, which the test can see.
test('a part below the first screen loads and hydrates as it comes near, not with the page', async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const asked: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && asked.push(chunk(r.url())));
  const loading = page.goto('/?mode=lite'); // resolves once every part has hydrated: here, after the scroll below
  // The first screen's parts (the companion, and the act one screen below) hydrate at once.
  await page.waitForResponse((r) => chunk(r.url()) === 'About');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(asked).toContain('Companion');
  expect(asked, 'the cabinet, screens below, waits').not.toContain('Cabinet');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  await scrollThrough(page);
  await loading;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(asked).toContain('Cabinet');
});
