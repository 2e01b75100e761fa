import { expect, test } from './fixtures';
import { canvasContribution, canvasContributions, loseContext, posterShown, restoreContext, stageDrawing, stats } from './stage';

// Software WebGL draws slowly: these tests take screenshots of a live canvas.
test.describe.configure({ timeout: 60_000 });

const FULL = '/?mode=full&debug';
const stageChunk = /\/assets\/Stage-[^/]+\.js$/;

test.describe('full mode', () => {
  test('the hero canvas draws the character: varied pixels that are not the poster', async ({ page }) => {
    await page.goto(FULL);
    await stageDrawing(page);
    await expect(page.locator('canvas')).toHaveCount(1);
    const hero = await canvasContribution(page, '[data-slot="hero"]');
    expect(hero.differing).toBeGreaterThan(0.15);
    expect(hero.colours).toBeGreaterThan(60);
    // The still picture has stepped aside, keeping its place in the layout.
    expect((await posterShown(page, '[data-slot="hero"]')).opacity).toBe('0');
  });

  test('the cabinet draws its four ministers in the same canvas', async ({ page }) => {
    await page.goto(FULL);
    await stageDrawing(page);
    await page.locator('#cabinet .ministers').scrollIntoViewIfNeeded();
    await stageDrawing(page, 5);
    const ids = ['byte', 'cache', 'glitch', 'overflow'];
    const results = await canvasContributions(page, '#cabinet .ministers', ids.map((id) => `[data-slot="minister-${id}"]`));
    for (const [i, id] of ids.entries()) {
      expect(results[i]!.differing, id).toBeGreaterThan(0.1);
      expect(results[i]!.colours, id).toBeGreaterThan(40);
    }
    await expect(page.locator('canvas')).toHaveCount(1);
  });

  test('one canvas, kept across routes', async ({ page }) => {
    await page.goto(FULL);
    await stageDrawing(page);
    await page.locator('canvas').evaluate((c) => ((c as HTMLCanvasElement & { __mark?: boolean }).__mark = true));
    await page.getByRole('link', { name: 'Community' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the campaign');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.locator('#hero')).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(1);
    expect(await page.locator('canvas').evaluate((c) => (c as HTMLCanvasElement & { __mark?: boolean }).__mark)).toBe(true);
    await stageDrawing(page);
    expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.15);
  });

  test('three.js is requested only after the load event', async ({ page }) => {
    await page.goto(FULL);
    await stageDrawing(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const chunk = performance.getEntriesByType('resource').find((e) => /\/assets\/Stage-/.test(e.name));
      return { load: nav.loadEventEnd, chunk: chunk?.startTime ?? -1 };
    });
    expect(timing.chunk).toBeGreaterThan(timing.load);
  });

  test('frames stop while no slot is on screen and while the tab is hidden', async ({ page }) => {
    await page.goto(FULL);
    await stageDrawing(page);
    await page.locator('#whitepaper').scrollIntoViewIfNeeded();
    await page.waitForTimeout(600);
    const parked = (await stats(page))!.frames;
    await page.waitForTimeout(1200);
    expect((await stats(page))!.frames).toBe(parked);
    await page.evaluate(() => window.scrollTo(0, 0));
    await stageDrawing(page);

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(400);
    const hidden = (await stats(page))!.frames;
    await page.waitForTimeout(1200);
    expect((await stats(page))!.frames).toBe(hidden);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await stageDrawing(page);
  });
});

test.describe('lite mode and the automatic choice', () => {
  test('?mode=lite creates no canvas and shows the still pictures', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/?mode=lite');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(requested.filter((u) => stageChunk.test(u))).toEqual([]);
    for (const slot of ['hero', 'minister-byte', 'minister-overflow']) {
      await page.locator(`[data-slot="${slot}"]`).scrollIntoViewIfNeeded();
      await expect.poll(() => posterShown(page, `[data-slot="${slot}"]`)).toEqual({ opacity: '1', loaded: true });
    }
    await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('software WebGL (this machine) is chosen lite automatically: no three.js fetched', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('button', { name: '3D stage' })).toBeEnabled();
    await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await expect(page.locator('canvas')).toHaveCount(0);
    expect(requested.filter((u) => stageChunk.test(u))).toEqual([]);
  });

  test('the mode control switches and is remembered', async ({ page }) => {
    await page.goto('/?debug');
    const control = page.getByRole('button', { name: '3D stage' });
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await control.click();
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    await stageDrawing(page);
    await page.reload();
    await expect(control).toHaveAttribute('aria-pressed', 'true');
    await stageDrawing(page);
    await control.click();
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
    await page.reload();
    await expect(control).toBeEnabled();
    await expect(control).toHaveAttribute('aria-pressed', 'false');
    await page.waitForTimeout(1500);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});

test.describe('faults end in the lite view', () => {
  test('a lost WebGL context shows the posters; a restored one brings the scene back', async ({ page }) => {
    await page.goto(FULL);
    await stageDrawing(page);
    await loseContext(page);
    await expect(page.locator('html')).toHaveAttribute('data-stage', 'lost');
    await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
    await page.locator('#cabinet').scrollIntoViewIfNeeded(); // scrolling while lost throws nothing
    await page.evaluate(() => window.scrollTo(0, 0));
    await restoreContext(page);
    await stageDrawing(page);
    await expect.poll(async () => (await canvasContribution(page, '[data-slot="hero"]')).differing, { timeout: 30_000 }).toBeGreaterThan(0.15);
  });

  test.describe('when the 3D chunk fails to load', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test('the page stays whole with its posters', async ({ page }) => {
      await page.route(stageChunk, (route) => route.abort());
      await page.goto(FULL);
      await expect(page.locator('html')).toHaveAttribute('data-stage', 'failed', { timeout: 15_000 });
      await expect(page.locator('canvas')).toHaveCount(0);
      await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
      await expect(page.locator('#cabinet .ministers > li')).toHaveCount(4);
    });
  });

  test('no WebGL at all: forced full still ends on the posters, automatic never tries', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/.test(type)) return null;
        return (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof original;
    });
    await page.goto(FULL);
    await expect(page.locator('html')).toHaveAttribute('data-stage', 'failed', { timeout: 15_000 });
    await expect.poll(() => posterShown(page, '[data-slot="hero"]')).toEqual({ opacity: '1', loaded: true });
    await page.goto('/');
    await expect(page.getByRole('button', { name: '3D stage' })).toBeEnabled();
    await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
    await page.waitForTimeout(1000);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('still frames only: no frames while idle, a new one on scroll; content and counters final', async ({ page }) => {
    await page.goto(FULL);
    await expect(page.locator('html')).toHaveAttribute('data-stage', 'ready', { timeout: 20_000 });
    await expect.poll(async () => (await stats(page))?.frames ?? 0).toBeGreaterThan(0);
    await page.waitForTimeout(800);
    const idle = (await stats(page))!.frames;
    await page.waitForTimeout(1500);
    expect((await stats(page))!.frames).toBe(idle);
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(idle);
    expect((await canvasContribution(page, '[data-slot="hero"]')).differing).toBeGreaterThan(0.1);
    await expect(page.locator('[data-counter="holders"] .counter__value')).toHaveText('10,000+');
    await expect(page.locator('#roadmap ol.timeline > li').last()).toHaveCSS('opacity', '1');
  });
});
