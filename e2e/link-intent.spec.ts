import { expect, test } from './fixtures';

// Another page's code loads when a visitor shows intent (points at, touches or focuses a link to it),
// never while the home page is settling: its CSS would restyle the whole page for nothing.
test('the Community page loads when its link is pointed at, not before, and opens at once', async ({ page }) => {
  const community: string[] = [];
  page.on('request', (r) => /\/assets\/Community-[^/]+\.(js|css)$/.test(r.url()) && community.push(r.url()));
  await page.goto('/?mode=lite');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready'); // everything lazy has arrived
  await page.waitForLoadState('networkidle');
  expect(community).toEqual([]);
  const link = page.getByRole('link', { name: 'Community' }).first();
  await link.hover();
  await expect.poll(() => community.some((u) => u.endsWith('.js'))).toBe(true);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
});
