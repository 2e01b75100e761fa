import { expect, test } from '../fixtures';
import { canvasContribution, canvasContributions, drawFrame, posterShown, sceneReady, stats } from '../scene';

// The 3D scene in software WebGL: frozen (?debug=frozen) wherever pixels are read, so every
// check looks at a frame that holds still, and waits on states, never on a frame rate.
const FROZEN = '/?mode=full&debug=frozen';

test('the hero canvas draws the character: varied pixels that are not the poster', async ({ page }) => {
  await page.goto(FROZEN);
  await drawFrame(page);
  await expect(page.locator('canvas')).toHaveCount(1);
  const hero = await canvasContribution(page, '[data-slot="hero"]');
  expect(hero.differing).toBeGreaterThan(0.15);
  expect(hero.colours).toBeGreaterThan(60);
  // The still picture has stepped aside, keeping its place in the layout.
  expect((await posterShown(page, '[data-slot="hero"]')).opacity).toBe('0');
});

test('the cabinet draws its four ministers in the same canvas, within the budgets', async ({ page }) => {
  await page.goto(FROZEN);
  const hero = await drawFrame(page);
  const ids = ['byte', 'cache', 'glitch', 'overflow'];
  const results = await canvasContributions(page, '#cabinet .ministers', ids.map((id) => `[data-slot="minister-${id}"]`));
  for (const [i, id] of ids.entries()) {
    expect(results[i]!.differing, id).toBeGreaterThan(0.1);
    expect(results[i]!.colours, id).toBeGreaterThan(40);
  }
  await expect(page.locator('canvas')).toHaveCount(1);
  const cabinet = (await stats(page))!;
  expect(cabinet.calls).toBeGreaterThan(hero.calls); // four ministers drawn
  // Worst case: the hero and the whole cabinet in one frame.
  expect(hero.calls + cabinet.calls).toBeLessThanOrEqual(150);
  expect(hero.triangles + cabinet.triangles).toBeLessThanOrEqual(250_000);
});

test('one canvas, kept across routes', async ({ page }) => {
  await page.goto(FROZEN);
  await drawFrame(page);
  await page.locator('canvas').evaluate((c) => ((c as HTMLCanvasElement & { __mark?: boolean }).__mark = true));
  await page.getByRole('link', { name: 'Community' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.locator('#hero')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1);
  expect(await page.locator('canvas').evaluate((c) => (c as HTMLCanvasElement & { __mark?: boolean }).__mark)).toBe(true);
  expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.15);
});

test('three.js is requested only after the load event', async ({ page }) => {
  await page.goto(FROZEN);
  await sceneReady(page);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance.getEntriesByType('resource').find((e) => /\/assets\/SceneCanvas-/.test(e.name));
    return { load: nav.loadEventEnd, chunk: chunk?.startTime ?? -1 };
  });
  expect(timing.chunk).toBeGreaterThan(timing.load);
});

test.describe('the live frame loop', () => {
  /** Frames drawn so far, once the loop has answered the last change (a frame in flight has landed). */
  async function framesWhenLoop(page: import('@playwright/test').Page, loop: 'always' | 'demand' | 'never') {
    await expect(page.locator('html')).toHaveAttribute('data-scene-loop', loop);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return (await stats(page))?.frames ?? 0;
  }

  test('stops while no slot is on screen and while the tab is hidden', async ({ page }) => {
    await page.goto('/?mode=full&debug');
    await sceneReady(page);
    await framesWhenLoop(page, 'always');
    await page.locator('#whitepaper').scrollIntoViewIfNeeded();
    const parked = await framesWhenLoop(page, 'never');
    await page.waitForTimeout(1000);
    expect((await stats(page))!.frames).toBe(parked);
    await page.evaluate(() => window.scrollTo(0, 0));
    const back = await framesWhenLoop(page, 'always');
    await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(back);

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await framesWhenLoop(page, 'never');
    await page.waitForTimeout(1000);
    expect((await stats(page))!.frames).toBe(hidden);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const shown = await framesWhenLoop(page, 'always');
    await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(shown);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('draws on demand only: nothing while idle, a new frame on scroll; content and counters final', async ({ page }) => {
      await page.goto('/?mode=full&debug');
      await sceneReady(page);
      const idle = await framesWhenLoop(page, 'demand');
      await page.waitForTimeout(1000);
      expect((await stats(page))!.frames).toBe(idle);
      await page.mouse.wheel(0, 200);
      await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(idle);
      expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.1);
      await expect(page.locator('[data-counter="holders"] .counter__value')).toHaveText('10,000+');
      await expect(page.locator('#roadmap ol.timeline > li').last()).toHaveCSS('opacity', '1');
    });
  });
});

test('the mode control switches to the scene and back, and is remembered', async ({ page }) => {
  await page.goto('/?debug=frozen');
  const control = page.getByRole('button', { name: '3D stage' });
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await control.click();
  await expect(control).toHaveAttribute('aria-pressed', 'true');
  await drawFrame(page);
  await page.reload();
  await expect(control).toHaveAttribute('aria-pressed', 'true');
  await drawFrame(page);
  await control.click();
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
  await page.reload();
  await expect(control).toBeEnabled();
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('canvas')).toHaveCount(0);
});
