import { memeLaws } from '../src/content/memeLaws';
import { contractBox } from '../src/content/home';
import { LAUNCHED_ADDRESS } from '../playwright.config';
import { expect, LAUNCHED_URL, scrollThrough, test } from './fixtures';
import { loseContext, posterShown, restoreContext, stageDrawing, stepToNextLaw } from './stage';

// Each fault ends in a working page and no uncaught error. (The 3D chunk failing, no WebGL and a lost
// context are in stage.spec.ts; JavaScript disabled in prerender.spec.ts; the motion chunk in counters.spec.ts.)

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
  test('the posters keep their place and their alt text; the stage screen runs on', async ({ page }) => {
    await page.route('**/posters/*', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.goto('/?mode=lite');
    const hero = page.locator('[data-slot="hero"] img');
    await expect(hero).toHaveAttribute('alt', /Chancellor Chip/);
    const box = (await page.locator('[data-slot="hero"]').boundingBox())!;
    expect(box.height).toBeGreaterThan(box.width); // the reserved 640×720 shape holds without the picture
    await page.goto('/stage?mode=lite');
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

test('the WebGL context is lost in the middle of a scroll: posters, no error, and back when restored', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?mode=full&debug');
  await stageDrawing(page);
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 250);
    if (i === 5) await loseContext(page);
    await page.waitForTimeout(60);
  }
  await expect(page.locator('html')).toHaveAttribute('data-stage', 'lost');
  await scrollThrough(page);
  await page.locator('#cabinet .ministers').scrollIntoViewIfNeeded(); // the portraits load lazily, near view
  await expect.poll(() => posterShown(page, '[data-slot="minister-byte"]')).toEqual({ opacity: '1', loaded: true });
  await restoreContext(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await stageDrawing(page);
});
