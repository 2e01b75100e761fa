import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LAUNCHED_ADDRESS } from '../../playwright.config';
import { modeSwitch } from '../../src/content/meta';
import { modeReasons } from '../../src/content/modeReasons';
import { expect, LAUNCHED_URL, motionReady, test } from '../fixtures';

// The ⓘ beside a figure is a toggletip: a tap or a click shows its words, a second one, Escape or
// a tap elsewhere puts them away. The buttons with a hover hint stay the same element when the
// hint's code arrives, so nothing pressed in the meantime is lost.

const SUPPLY_HINT = 'One billion tokens, minted once. Nobody can mint more.';

/** The words of the ⓘ whose hint has `text`. */
const bubble = (page: Page, text: string) => page.locator('.toggletip__bubble').filter({ hasText: text });

/**
 * What a browser without popovers (Safari before 17, Firefox before 125) makes of the page: the
 * `popover` attribute means nothing to it, and the stylesheets' rules for it are the ones under
 * `@supports not selector(:popover-open)`, which Chromium skips. Those rules are read from the
 * stylesheets and applied as they stand.
 */
async function asWithoutPopovers(page: Page) {
  const css = ['src/components/Tooltip.css'].map((file) => readFileSync(file, 'utf8'));
  const blocks = css.flatMap((text) => {
    const found: string[] = [];
    for (let at = text.indexOf('@supports not selector(:popover-open)'); at >= 0; at = text.indexOf('@supports not selector(:popover-open)', at + 1)) {
      let depth = 0;
      const open = text.indexOf('{', at);
      for (let i = open; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) {
          found.push(text.slice(open + 1, i));
          break;
        }
      }
    }
    return found;
  });
  expect(blocks.length).toBeGreaterThanOrEqual(1);
  await page.evaluate((rules) => {
    document.querySelectorAll('[popover]').forEach((el) => el.removeAttribute('popover'));
    const style = document.createElement('style');
    style.textContent = rules.join('\n');
    document.head.append(style);
  }, blocks);
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap on ⓘ shows its hint; a second tap, Escape or a tap elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    const info = page.getByRole('button', { name: 'About total supply' });
    const hint = bubble(page, SUPPLY_HINT);
    await info.scrollIntoViewIfNeeded();
    await expect(hint).toBeHidden();
    // Its words are the button's description: a screen reader reads them with the button.
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

test.describe('in a browser without popovers', () => {
  // The rules are applied as a stylesheet of the test's own, which the site's policy would refuse.
  test.use({ bypassCSP: true });

  test('without popovers, each ⓘ gives way to its words, a plain note inside its tile, never a bubble over the figures', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await motionReady(page);
    await asWithoutPopovers(page);
    const info = page.getByRole('button', { name: 'About total supply' });
    await expect(info).toBeHidden();
    const note = bubble(page, SUPPLY_HINT);
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    // In the page's flow, inside the figure's tile, the tile's own colours.
    const [noteBox, tileBox] = await Promise.all([note.boundingBox(), page.locator('.stat').filter({ has: note }).boundingBox()]);
    expect(noteBox!.x).toBeGreaterThanOrEqual(tileBox!.x);
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(tileBox!.y + tileBox!.height);
    expect(noteBox!.x + noteBox!.width).toBeLessThanOrEqual(tileBox!.x + tileBox!.width);
    await expect(note).toHaveCSS('position', 'static');
    await expect(note).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });
});

test('a click on ⓘ shows its hint and a keyboard opens and closes it', async ({ page }) => {
  await page.goto('/');
  const info = page.getByRole('button', { name: 'About blockchain' });
  const hint = bubble(page, 'BNB Smart Chain');
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

test.describe('the 3D stage switch on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('its reason, a hover hint elsewhere, is an ⓘ to tap', async ({ page }) => {
    await page.goto('/?mode=lite');
    await expect(page.locator('html[data-mode]')).toBeAttached();
    const about = page.getByRole('button', { name: modeSwitch.about });
    await expect(about).toBeVisible();
    const why = page.locator('.mode-switch__why').filter({ hasText: modeReasons.address });
    await expect(why).toBeHidden();
    await about.tap();
    await expect(why).toBeVisible();
    await expect(why).toContainText(modeSwitch.offHint);
    await expect(why).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(why).toBeHidden();
  });
});

test('with a mouse, the switch\'s reason is its hover hint, and no ⓘ stands beside it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-mode]')).toBeAttached();
  await expect(page.getByRole('button', { name: modeSwitch.about })).toBeHidden();
});
