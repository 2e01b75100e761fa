import { LAUNCHED_ADDRESS } from '../playwright.config';
import { freezeClock } from './clock';
import { expect, LAUNCHED_URL, test } from './fixtures';

test('before launch: the box says the address comes at launch and copying is disabled', async ({ page }) => {
  await page.goto('/');
  const box = page.locator('.contract');
  await expect(box).toContainText('Contract address');
  await expect(box).toContainText('Revealed at launch');
  await expect(box.getByRole('button', { name: 'Copy address' })).toBeDisabled();
  await expect(box.locator('code')).toHaveCount(0);
});

test.describe('after launch', () => {
  test.use({ baseURL: LAUNCHED_URL });

  test('shows the address, copies it, shows Copied and announces it politely', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const box = page.locator('.contract');
    await expect(box.locator('code')).toHaveText(LAUNCHED_ADDRESS);
    await box.getByRole('button', { name: 'Copy address' }).click();
    await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(box.getByRole('status')).toHaveText('Contract address copied to the clipboard.');
    await expect(box.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LAUNCHED_ADDRESS);
    // The confirmation goes back to the resting label.
    await expect(box.getByRole('button', { name: 'Copy address' })).toBeVisible({ timeout: 5000 });
  });

  test('falls back when the Clipboard API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      (window as unknown as { __copied: string[] }).__copied = [];
      document.addEventListener('copy', () => {
        (window as unknown as { __copied: string[] }).__copied.push(String(document.getSelection()));
      });
    });
    await page.goto('/');
    await page.locator('.contract').getByRole('button', { name: 'Copy address' }).click();
    await expect(page.locator('.contract').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([LAUNCHED_ADDRESS]);
  });

  test('buy link deep-links to the token on the launch platform', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#hero').getByRole('link', { name: /Buy on/ })).toHaveAttribute(
      'href',
      `https://four.meme/token/${LAUNCHED_ADDRESS}`,
    );
  });

  test('the copy button has a tooltip after 700 ms', async ({ page }) => {
    await freezeClock(page, '/');
    await page.locator('.contract').getByRole('button', { name: 'Copy address' }).hover();
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toHaveText('Copy the contract address');
  });
});

test('tooltips open after 700 ms, and at once when moving to the next within 300 ms', async ({ page }) => {
  await freezeClock(page, '/');
  const infos = page.locator('.stat__info');
  await infos.nth(0).hover();
  await page.clock.runFor(650);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('tooltip')).toContainText('One billion tokens');

  // Straight to the next trigger, as a hand moves (several pointer moves): no second wait.
  const next = (await infos.nth(1).boundingBox())!;
  await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 8 });
  await page.clock.runFor(20);
  await expect(page.getByRole('tooltip')).toContainText('fair-launch platform');

  // After more than 300 ms away, the full delay applies again.
  await page.mouse.move(next.x + next.width / 2, next.y + 200, { steps: 8 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(400);
  const third = (await infos.nth(2).boundingBox())!;
  await page.mouse.move(third.x + third.width / 2, third.y + third.height / 2, { steps: 8 });
  await page.clock.runFor(500);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(250);
  await expect(page.getByRole('tooltip')).toContainText('BNB Smart Chain');
});
