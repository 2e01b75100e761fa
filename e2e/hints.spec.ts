import { LAUNCHED_ADDRESS } from '../playwright.config';
import { expect, LAUNCHED_URL, motionReady, test } from './fixtures';

// The ⓘ beside a figure is a toggletip: a tap or a click shows its words, a second one, Escape or
// a tap elsewhere puts them away. The buttons with a hover hint stay the same element when the
// hint's code arrives, so nothing pressed in the meantime is lost.

const SUPPLY_HINT = 'One billion tokens, minted once. Nobody can mint more.';

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on ⓘ shows its hint, announced; a second tap, Escape or a tap elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const info = page.getByRole('button', { name: 'About total supply' });
    const hint = page.getByRole('status').filter({ hasText: SUPPLY_HINT });
    await info.scrollIntoViewIfNeeded();
    await expect(hint).toBeHidden();
    // Its words are the button's description, and shown in a polite live region once opened.
    await expect(info).toHaveAccessibleDescription(SUPPLY_HINT);

    await info.tap();
    await expect(hint).toBeVisible();
    await expect(hint).toBeInViewport({ ratio: 1 });
    await info.tap();
    await expect(hint).toBeHidden();

    await info.tap();
    await expect(hint).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(hint).toBeHidden();

    await info.tap();
    await expect(hint).toBeVisible();
    await page.locator('#tokenomics-title').tap();
    await expect(hint).toBeHidden();
  });
});

test('a click on ⓘ shows its hint and a keyboard opens and closes it', async ({ page }) => {
  await page.goto('/');
  const info = page.getByRole('button', { name: 'About blockchain' });
  const hint = page.getByRole('status').filter({ hasText: 'BNB Smart Chain' });
  await info.click();
  await expect(hint).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(hint).toBeHidden();
  await info.focus();
  await page.keyboard.press('Enter');
  await expect(hint).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hint).toBeHidden();
  await expect(info).toBeFocused();
});

test.describe('after launch', () => {
  test.use({ baseURL: LAUNCHED_URL });

  test('the copy button is the same element before the app starts, while its hint\'s code arrives and after; its first click copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The prerendered button is marked before any script of the site runs.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const button = document.querySelector('.contract__copy') as (HTMLElement & { mark?: string }) | null;
        if (button) button.mark = 'prerendered';
      }),
    );
    // The hint's code is held back until the click has been made.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) =>
      page.route(/\/assets\/HintedTrigger-[^/]+\.js$/, async (route) => {
        resolve();
        await held;
        await route.continue();
      }),
    );
    await page.goto('/');
    await motionReady(page);
    const copy = page.locator('.contract__copy');
    await copy.hover();
    await asked;
    await copy.click();
    await expect(copy).toHaveAccessibleName('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LAUNCHED_ADDRESS);
    release();
    await expect(copy).toHaveAttribute('data-tooltip', 'ready');
    expect(await copy.evaluate((el: HTMLElement & { mark?: string }) => el.mark)).toBe('prerendered');
    // And the hint works on it.
    await page.mouse.move(0, 0);
    await copy.hover();
    await expect(page.getByRole('tooltip')).toContainText('Copy the contract address');
  });
});
