import type { Page } from '@playwright/test';
import { ACTS, LANDING, contentVisibility } from '../acts';
import { expect, pngPixels, scrollThrough, test } from '../fixtures';

const landed = (page: Page, id: string) =>
  page.evaluate(([id, at]) => Math.abs(document.getElementById(id)!.getBoundingClientRect().top - at) <= 1, [id, LANDING] as const);

test('once the page is idle, every act is laid out in turn, so the page has its real height', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => contentVisibility(page)).toEqual(ACTS.map(() => 'visible'));
  for (const id of ACTS) await expect(page.locator(`[data-act="${id}"]`)).toHaveAttribute('data-laid-out', '');
});

test.describe('before the acts are laid out', () => {
  // Each test loads the page while it scrolls it through, step by step, waiting up to a second a
  // step for a frame: in one CI run beside the scene's start, the first took over 30 s (its retry
  // 3.9 s). A minute bounds a stuck page, not a slow one.
  test.describe.configure({ timeout: 60_000 });
  // No idle moment ever comes: the acts keep their estimated heights until a link needs real ones.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  });

  /**
   * Opens the home page and waits for it to have React behind it, not for every part: with no idle
   * moment, a part below the first screen hydrates only once it comes near. Returns the page's
   * load (wrapped, or awaiting this would wait for it), which settles once the test has brought
   * every part near (`scrollThrough`).
   */
  async function openHome(page: Page): Promise<{ loading: Promise<unknown> }> {
    // The act one screen below is near from the start: its code comes once the page has committed.
    const near = page.waitForRequest(/\/assets\/About-[^/]+\.js$/);
    const loading = page.goto('/');
    await near;
    return { loading };
  }

  test('the first screen is laid out alone: every act below it skips rendering until near', async ({ page }) => {
    const { loading } = await openHome(page);
    expect(await contentVisibility(page)).toEqual(ACTS.map(() => 'auto'));
    expect(await page.locator('#hero').evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
    // Each skipped act is a box of an estimated height: its text is there, unrendered.
    await expect(page.locator('#cabinet h2')).toHaveText(/cabinet/i);
    await scrollThrough(page);
    await loading;
  });

  test('an in-page link still lands on its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const { loading } = await openHome(page);
    expect(await contentVisibility(page)).toContain('auto');
    for (const id of ['cabinet', 'tokenomics']) {
      await page.locator('.site-nav').getByRole('link', { name: id[0]!.toUpperCase() + id.slice(1) }).click();
      await expect.poll(() => landed(page, id), id).toBe(true);
    }
    await scrollThrough(page);
    await loading;
  });

  test('a button at an act’s edge, focused from the keyboard, shows its whole ring', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Page scrolls are instant (html's smooth scrolling is for motion): the focus moved from the
    // keyboard scrolls the page, and a smooth scroll runs long on a loaded machine. The ring and
    // what clips it do not depend on it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { loading } = await openHome(page);
    const act = page.locator('[data-act="about"]');
    const button = act.getByRole('link', { name: 'Join the campaign', exact: true });
    expect(await act.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    // The act is drawn whole while focus is inside: skipping it would clip what reaches past its edge.
    expect(await act.evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
    const place = () =>
      button.evaluate((el) => {
        const { x, y, height } = el.getBoundingClientRect();
        return { x, y, height, edge: el.closest('[data-act]')!.getBoundingClientRect().left };
      });
    // The ring's left side, 3 to 6 px outside the button: the neon outline, not the page behind it.
    // Parts still hydrating around it can move the page and carry the button out of view: each try
    // brings it back to the middle, and the strip counts only where the button stood in the same
    // place before and after the screenshot.
    let strip: Buffer | undefined;
    await expect
      .poll(
        async () => {
          await button.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
          const box = await place();
          expect(box.x - box.edge, 'the button starts at the act’s edge').toBeLessThanOrEqual(1);
          const shot = await page.screenshot({ clip: { x: box.x - 6, y: box.y + box.height / 4, width: 3, height: box.height / 2 } }).catch(() => undefined);
          if (shot && JSON.stringify(await place()) === JSON.stringify(box)) strip = shot;
          return Boolean(strip);
        },
        { message: 'the button stood still for a screenshot', timeout: 10_000 },
      )
      .toBe(true);
    const { data } = await pngPixels(page, strip!);
    let lit = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i + 1]! > 180 && data[i + 2]! > 180 && data[i]! < 150) lit++;
    expect(lit / (data.length / 4), 'share of the strip in the ring’s colour').toBeGreaterThan(0.3);
    await scrollThrough(page);
    await loading;
  });

  test('a link from another page lands on its section', async ({ page }) => {
    await page.goto('/community');
    await page.locator('.site-nav').getByRole('link', { name: 'Roadmap' }).click();
    await expect(page.locator('#roadmap')).toBeVisible();
    await expect.poll(() => landed(page, 'roadmap')).toBe(true);
  });
});

test('coming home by a link while the sections’ code is slow, each act is laid out once it arrives', async ({ page }) => {
  await page.goto('/community');
  // The home page's sections 0.6 s late: the page is idle, with no act to lay out, before they come.
  await page.route(/\/assets\/(About|Features|Tokenomics|Whitepaper|MemeLaws|Roadmap|Cabinet)-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.locator('#hero')).toBeVisible();
  for (const id of ACTS) await expect(page.locator(`[data-act="${id}"]`)).toHaveAttribute('data-laid-out', '', { timeout: 15_000 });
  expect(await contentVisibility(page)).toEqual(ACTS.map(() => 'visible'));
});

test('a page opened at a section lays out every act from the start and lands on it', async ({ page }) => {
  await page.goto('/#cabinet');
  expect(await contentVisibility(page)).toEqual(ACTS.map(() => 'visible'));
  await expect.poll(() => landed(page, 'cabinet')).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every act is laid out, so the page\'s own links land where they point', async ({ page }) => {
    await page.goto('/');
    expect(await contentVisibility(page)).toEqual(ACTS.map(() => 'visible'));
  });
});
