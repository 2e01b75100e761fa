import { community } from '../src/content/community';
import { expect, test } from './fixtures';

test('three cards, each with name, description, icon, colour and a Join Now link in a new tab', async ({ page }) => {
  await page.goto('/community');
  const cards = page.locator('main ul > li');
  await expect(cards).toHaveCount(3);
  const colours = new Set<string>();
  for (const [i, link] of community.links.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(link.name);
    await expect(card).toContainText(link.description);
    await expect(card.locator('svg.icon')).toHaveCount(1);
    colours.add(await card.evaluate((el) => getComputedStyle(el).borderTopColor));
    const join = card.getByRole('link', { name: new RegExp(`^Join Now`) });
    await expect(join).toHaveAttribute('href', link.url);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(colours.size).toBe(3);
  const names = await cards.getByRole('heading').allTextContents();
  expect(names).toEqual(['X (Twitter)', 'Telegram', 'four.meme']);
});

test('Back to Home returns to /', async ({ page, baseURL }) => {
  await page.goto('/community');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('#hero')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a Join Now link really opens a new tab', async ({ page, context }) => {
  await page.route('https://**/*', (route) => route.fulfill({ status: 200, body: 'external', contentType: 'text/plain' }));
  await context.route('https://**/*', (route) => route.fulfill({ status: 200, body: 'external', contentType: 'text/plain' }));
  await page.goto('/community');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Join Now/ }).first().click()]);
  await expect(popup).toHaveURL(community.links[0]!.url);
  await expect(page).toHaveURL(/\/community$/);
});
