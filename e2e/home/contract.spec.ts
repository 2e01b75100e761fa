import { LAUNCHED_ADDRESS } from '../../playwright.config';
import { modeSwitch } from '../../src/content/meta';
import { freezeClock } from '../clock';
import { expect, LAUNCHED_URL, test } from '../fixtures';

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
    const copy = page.locator('.contract').getByRole('button', { name: 'Copy address' });
    await copy.hover();
    // The first hover loads the tooltips; the delay counts from the hover.
    await expect(copy).toHaveAttribute('data-tooltip', 'ready');
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toHaveText('Copy the contract address');
  });

  test('hover hints open after 700 ms, and at once when moving to the next within 300 ms', async ({ page }) => {
    await freezeClock(page, '/');
    const toggle = page.getByRole('button', { name: modeSwitch.label });
    const copy = page.locator('.contract').getByRole('button', { name: 'Copy address' });
    await expect(toggle).toBeEnabled();
    await toggle.hover();
    await expect(toggle).toHaveAttribute('data-tooltip', 'ready');
    await page.clock.runFor(650);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('tooltip')).toContainText('live 3D stage');

    // Straight to the next trigger, as a hand moves (several pointer moves): no second wait.
    const next = (await copy.boundingBox())!;
    await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 8 });
    await page.clock.runFor(20);
    await expect(page.getByRole('tooltip')).toHaveText('Copy the contract address');

    // After more than 300 ms away, the full delay applies again.
    await page.mouse.move(next.x - 150, next.y + next.height / 2, { steps: 8 });
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(400);
    await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 8 });
    await page.clock.runFor(500);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(250);
    await expect(page.getByRole('tooltip')).toHaveText('Copy the contract address');
  });
});

test('a keyboard focus shows the hint at once, and the focus stays on its trigger', async ({ page }) => {
  const tooltipChunk = page.waitForRequest(/\/assets\/HintedTrigger-[^/]+\.js$/);
  await page.goto('/');
  const toggle = page.getByRole('button', { name: modeSwitch.label });
  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await tooltipChunk; // loaded by the focus, not with the page
  await expect(page.getByRole('tooltip')).toContainText('live 3D stage');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on ⓘ shows its hint from the page itself and loads no tooltip code', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => /HintedTrigger/.test(request.url()) && loaded.push(request.url()));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready'); // everything lazy has arrived
    const bubble = (text: string) => page.locator('.toggletip__bubble').filter({ hasText: text });
    await page.locator('.stat__info').first().tap();
    await expect(bubble('One billion tokens')).toBeVisible();
    await page.locator('.stat__info').nth(1).tap();
    await expect(bubble('fair-launch platform')).toBeVisible();
    await expect(bubble('One billion tokens')).toBeHidden();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    expect(loaded).toEqual([]);
  });
});
