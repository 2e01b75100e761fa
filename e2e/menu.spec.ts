import type { Page } from '@playwright/test';
import { nav } from '../src/content/meta';
import { axeViolations, expect, test } from './fixtures';

const menuButton = (page: Page) => page.getByRole('button', { name: nav.menu });
const menuPanel = async (page: Page) => page.locator(`#${await menuButton(page).getAttribute('aria-controls')}`);

/**
 * Whether the menu button is expanded, as the browser tells assistive technology (its accessibility
 * tree, read through the DevTools protocol): the state a screen reader announces, whichever way the
 * page arrives at it, an `aria-expanded` attribute or the button's native popover.
 */
async function expanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: nav.menu, role: 'button' });
    const state = nodes[0]?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
    return state;
  } finally {
    await cdp.detach();
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes by keyboard and reaches every section', async ({ page }) => {
    await page.goto('/?mode=lite');
    const button = menuButton(page);
    await expect(button).toBeVisible();
    await expect.poll(() => expanded(page)).toBe(false);
    // The header's own section links are folded away on a phone.
    await expect(page.locator('.site-nav__section').first()).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page)).toBe(true);
    const panel = await menuPanel(page);
    await expect(panel.getByRole('link')).toHaveText([...nav.sections.map((s) => s.label), nav.community, nav.memes]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect.poll(() => expanded(page)).toBe(false);
    await expect(button).toBeFocused();
    // A chosen link takes the visitor there and closes the menu.
    await page.keyboard.press('Space');
    await panel.getByRole('link', { name: 'Roadmap' }).click();
    await expect(page).toHaveURL(/#roadmap$/);
    await expect(panel).toBeHidden();
    await expect(page.locator('#roadmap')).toBeInViewport();
    // So does a navigation, and a click elsewhere.
    await button.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: nav.community }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
    await expect(panel).toBeHidden();
    await expect.poll(() => expanded(page)).toBe(false);
    await button.click();
    await expect.poll(() => expanded(page)).toBe(true);
    await page.mouse.click(40, 600);
    await expect(panel).toBeHidden();
    await expect.poll(() => expanded(page)).toBe(false);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap before the app has started opens the menu, and it keeps working once the app has', async ({ page }) => {
      // The app's scripts are held back: the page is only its prerendered markup until they are let through.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await page.route('**/assets/*.js', async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      const loading = page.goto('/?mode=lite'); // resolves once the page has hydrated
      const button = menuButton(page);
      await button.tap();
      const panel = await menuPanel(page);
      await expect(panel.getByRole('link')).toHaveText([...nav.sections.map((s) => s.label), nav.community, nav.memes]);
      await expect(panel).toBeVisible();
      expect(await expanded(page)).toBe(true);
      // Still without the app: its entry script is asked for after the first paint (a tap can come
      // first, on a loaded machine) and is being held, and nothing has hydrated.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

      release();
      await loading;
      // Hydration leaves the open menu as it is, and it answers as before.
      await expect(panel).toBeVisible();
      expect(await expanded(page)).toBe(true);
      await panel.getByRole('link', { name: 'Tokenomics' }).tap();
      await expect(page).toHaveURL(/#tokenomics$/);
      await expect(panel).toBeHidden();
      await expect(page.locator('#tokenomics')).toBeInViewport();
      await button.tap();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      expect(await expanded(page)).toBe(false);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu opens, closes, and its links go where they point', async ({ page }) => {
      await page.goto('/');
      const button = menuButton(page);
      const panel = await menuPanel(page);
      await expect(panel).toBeHidden();
      await button.click();
      await expect(panel.getByRole('link')).toHaveText([...nav.sections.map((s) => s.label), nav.community, nav.memes]);
      expect(await expanded(page)).toBe(true);
      // Escape closes it and gives focus back to the button; a tap elsewhere closes it too.
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await expect(panel).toBeVisible();
      await page.mouse.click(40, 600);
      await expect(panel).toBeHidden();
      expect(await expanded(page)).toBe(false);
      // The links: a section of this page, then another page.
      await button.click();
      await panel.getByRole('link', { name: 'Cabinet' }).click();
      await expect(page).toHaveURL(/\/#cabinet$/);
      await expect(page.locator('#cabinet')).toBeInViewport();
      await page.mouse.click(40, 600); // the menu stays open over a section of its own page until dismissed
      await button.click();
      await panel.getByRole('link', { name: nav.community }).click();
      await expect(page).toHaveURL(/\/community$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
      await expect(panel).toBeHidden();
    });
  });
});

test('on a wide screen the sections are in the header itself and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?mode=lite');
  await expect(menuButton(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap' })).toBeVisible();
});
