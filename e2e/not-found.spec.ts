import { expect, test } from './fixtures';

const oddPaths = [
  '/nope',
  '/community/extra',
  '/COMMUNITY-x',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/caf%C3%A9/%F0%9F%9A%80',
  '/a/b/c/d/e/f',
  '/index.php?x=1',
  '/' + 'x'.repeat(4000),
];

// Two pages, each taking half the paths in turn (a page load costs the suite a second or two).
for (const half of [oddPaths.slice(0, 4), oddPaths.slice(4)]) {
  test(`${half.map((p) => (p.length > 24 ? `${p.slice(0, 24)}…` : p)).join(', ')} show the 404 view`, async ({ page, consoleMessages }) => {
    test.setTimeout(60_000);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    for (const path of half) {
      const name = path.slice(0, 40);
      consoleMessages.length = 0; // this path's warnings only
      const response = await page.goto(path);
      expect(response?.status(), name).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page).toHaveTitle(/Page not found/);
      const pathname = await page.evaluate(() => window.location.pathname);
      const warnings = consoleMessages.filter((m) => m.type === 'warning' && m.text.startsWith('404'));
      expect(warnings, name).toHaveLength(1);
      // The router names the path decoded, as a person would read it.
      expect(warnings[0]!.text, name).toContain(JSON.stringify(decodeURI(pathname)));
      // The path is never written into the page, raw or decoded.
      const html = await page.locator('#root').innerHTML();
      expect(html, name).not.toContain(pathname.slice(1, 60));
      expect(html, name).not.toContain(decodeURI(pathname).slice(1, 60));
      expect(dialogs, name).toBe(0);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page.locator('#hero')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });
}

test('known routes log no 404 warning', async ({ page, consoleMessages }) => {
  await page.goto('/');
  await page.goto('/community');
  expect(consoleMessages.filter((m) => m.type === 'warning')).toEqual([]);
});
