import { nav } from '../src/content/meta';
import { axeViolations, expect, test } from './fixtures';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes by keyboard and reaches every section', async ({ page }) => {
    await page.goto('/?mode=lite');
    const button = page.getByRole('button', { name: nav.menu });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The header's own section links are folded away on a phone.
    await expect(page.locator('.site-nav__section').first()).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link')).toHaveText([...nav.sections.map((s) => s.label), nav.community]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
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
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(40, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('on a wide screen the sections are in the header itself and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/?mode=lite');
  await expect(page.getByRole('button', { name: nav.menu })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roadmap' })).toBeVisible();
});
