import { memeLaws } from '../src/content/memeLaws';
import { contractBox } from '../src/content/home';
import { LAUNCHED_ADDRESS } from '../playwright.config';
import { expect, LAUNCHED_URL, scrollThrough, test } from './fixtures';
import { stepToNextLaw } from './scene';

// Each fault ends in a working page and no uncaught error. (The 3D chunk failing and no WebGL are in
// modes/modes.spec.ts, a lost context in scene/faults.spec.ts; JavaScript disabled in loading/prerender.spec.ts; the
// motion chunk in home/counters.spec.ts.)

test.describe('the font fails to load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('headlines fall back to the metric-matched face; nothing else changes', async ({ page }) => {
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Oswald Fallback/);
    await scrollThrough(page);
    await expect(page.locator('#cabinet h3')).toHaveCount(4);
  });
});

test.describe('images answer 404', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('the posters keep their place and their alt text, and none shows a broken picture; the show runs on', async ({ page }) => {
    await page.route('**/posters/*', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?mode=lite');
    // The companion keeps its column, and a picture that never arrived is never shown.
    const box = (await page.locator('[data-slot="companion"]').boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width);
    // Nothing is drawn for it once the page's code runs: the column looks as it does with the picture taken away.
    const stage = page.locator('[data-slot="companion"]');
    const without = async () => {
      const img = stage.locator('img');
      const shown = await stage.screenshot();
      const before = await img.evaluate((el) => el.style.visibility);
      await img.evaluate((el) => (el.style.visibility = 'hidden'));
      const hidden = await stage.screenshot();
      await img.evaluate((el, v) => (el.style.visibility = v), before);
      return shown.equals(hidden);
    };
    await expect.poll(without, { message: 'a broken picture drew something' }).toBe(true);
    await expect(page.locator('#cabinet .minister img').first()).toHaveAttribute('alt', /Byte/);
    await page.goto('/stage?mode=lite');
    await expect(page.locator('[data-slot="hero"] img')).toHaveAttribute('alt', /Chancellor Chip/);
    await expect(page.locator('.show__law')).toBeVisible();
    await stepToNextLaw(page, memeLaws.items);
  });
});

test('clipboard denied and no legacy copy: the address is selected with a hint to copy it by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      get: () => ({ writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }),
    });
    document.execCommand = () => false;
  });
  await page.goto(`${LAUNCHED_URL}/`);
  await page.locator('.contract').getByRole('button', { name: contractBox.copy }).click();
  await expect(page.locator('.contract')).toContainText(contractBox.manual);
  expect(await page.evaluate(() => String(document.getSelection()))).toBe(LAUNCHED_ADDRESS);
});
