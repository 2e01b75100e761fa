import type { Page } from '@playwright/test';
import type { Pose } from '../../src/scene/protocol';
import { expect, scrollThrough, test } from '../fixtures';
import { canvasContribution, drawFrame, frozenReport, posterShown, sceneReady, stats } from '../scene';

// The 3D scene in software WebGL: frozen (?debug=frozen) wherever pixels are read, so every
// check looks at a frame that holds still, and waits on states, never on a frame rate.
const FROZEN = '/?mode=full&debug=frozen';

/** Where the Chancellor stays with the reader on the home page. */
const COMPANION = '[data-slot="companion"]';

/**
 * Brings an act's middle to the reading line (60 % down the screen), halfway
 * through its scrubbed timeline: the middle of its moment whatever the window's height.
 */
async function centre(page: Page, act: string) {
  await page.locator(`[data-act="${act}"]`).evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollTo({ top: window.scrollY + r.top + r.height / 2 - window.innerHeight * 0.6, behavior: 'instant' });
  });
}

// One start of the scene: three.js asked for after the load, every act drawn in turn, then back to the top.
test('three.js arrives after the load event; every act: the canvas draws the Chancellor in its place, within the budgets, and his pose follows; back at the top, the hero moment and the choreography return', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(FROZEN);
  await drawFrame(page);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance.getEntriesByType('resource').find((e) => /\/assets\/SceneCanvas-/.test(e.name));
    return { load: nav.loadEventEnd, chunk: chunk?.startTime ?? -1 };
  });
  expect(timing.chunk, 'the scene is requested after the load event').toBeGreaterThan(timing.load);
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  // The choreography without the counters' pour: the coins, once poured, stay.
  const motion = () =>
    page.evaluate(() => {
      const { pour, ...rest } = window.__chipcMotion!().choreography;
      void pour;
      return rest;
    });
  // The scrubbed timelines ease in after a scroll: read until two readings agree.
  const settled = async () => {
    let last = JSON.stringify(await motion());
    for (let i = 0; i < 40; i++) {
      await page.waitForTimeout(250);
      const now = JSON.stringify(await motion());
      if (now === last) return JSON.parse(now) as Awaited<ReturnType<typeof motion>>;
      last = now;
    }
    throw new Error('the choreography never settled');
  };
  const atTop = await settled();
  expect(atTop).toEqual({ present: 0, walk: 0, assemble: 0 }); // at the top no act has begun

  const expected: Record<string, { to: string; check: (pose: Pose) => boolean }> = {
    hero: { to: 'hero', check: (p) => p.podium > 0.9 && p.wave > 0.9 },
    about: { to: 'about', check: (p) => p.podium < 0.1 && p.turn < 0 },
    tokenomics: { to: 'tokenomics', check: (p) => p.leftRaise > 1 },
    reading: { to: 'reading', check: (p) => p.paper > 0.9 },
    roadmap: { to: 'roadmap', check: (p) => p.paper < 0.1 },
    cabinet: { to: 'cabinet', check: (p) => p.leftRaise > 0.5 && p.rightRaise > 0.5 },
  };
  for (const [act, want] of Object.entries(expected)) {
    await centre(page, act);
    // The scrubbed timelines ease after the scroll for 0.6 s; the frozen scene draws what stands now:
    // read until he stands in this act's place and his pose has reached its moment.
    await expect
      .poll(
        async () => {
          const report = await frozenReport(page);
          return report?.to === want.to && report.from === want.to && want.check(report.pose) ? act : JSON.stringify(report);
        },
        { message: `${act}: in place, in its pose` },
      )
      .toBe(act);
    const s = await drawFrame(page);
    expect(s.calls, act).toBeLessThanOrEqual(150);
    expect(s.triangles, act).toBeLessThanOrEqual(250_000);
    const drawn = await canvasContribution(page, COMPANION);
    expect(drawn.differing, act).toBeGreaterThan(0.05);
  }
  // On the cabinet's stage all four ministers stand with him: far more drawn than the hero alone.
  const cabinet = (await stats(page))!;
  expect(cabinet.calls).toBeGreaterThan(80);

  // Read to the end, then back to the top: the hero moment and the choreography as they were.
  await scrollThrough(page);
  await expect.poll(async () => (await motion()).assemble).toBeGreaterThan(0.9);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(motion).toEqual(atTop);
  await drawFrame(page);
  const report = (await page.evaluate(() => window.__chipcScene!.chancellor!()))!;
  expect(report).toMatchObject({ from: 'hero', to: 'hero', t: 1 });
  expect(report.pose).toMatchObject({ podium: 1, wave: 1, paper: 0, walk: 0 });
  expect((await canvasContribution(page, COMPANION)).differing).toBeGreaterThan(0.15);
});

test.describe('the live frame loop', () => {
  /** Frames drawn so far, once the loop has answered the last change (a frame in flight has landed). */
  async function framesWhenLoop(page: import('@playwright/test').Page, loop: 'always' | 'demand' | 'never') {
    await expect(page.locator('html')).toHaveAttribute('data-scene-loop', loop);
    // The worker draws on its own time: a frame it had already asked for is reported before this answers.
    await page.evaluate(() => window.__chipcScene!.catchUp!());
    return (await stats(page))?.frames ?? 0;
  }

  /**
   * Frames drawn so far, once the worker has passed six of its animation frames: a loop that runs
   * draws in every one, so a count unchanged since means none ran, however slowly this machine draws.
   */
  async function framesAfterIdleTicks(page: import('@playwright/test').Page) {
    for (let i = 0; i < 3; i++) await page.evaluate(() => window.__chipcScene!.catchUp!()); // two each
    return (await stats(page))?.frames ?? 0;
  }

  // One start of the scene for the three ways it has nothing to draw: another page, a hidden tab,
  // the page read past the cabinet (where the companion leaves), the last on a phone's window.
  test('stops on a page with nothing to draw, while the tab is hidden and past the cabinet, and runs again when back', async ({ page }) => {
    await page.goto('/?mode=full&debug');
    await sceneReady(page);
    await framesWhenLoop(page, 'always');
    await page.getByRole('link', { name: 'Community' }).first().click();
    const parked = await framesWhenLoop(page, 'never');
    expect(await framesAfterIdleTicks(page)).toBe(parked);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    const back = await framesWhenLoop(page, 'always');
    await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(back);

    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await framesWhenLoop(page, 'never');
    expect(await framesAfterIdleTicks(page)).toBe(hidden);
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const shown = await framesWhenLoop(page, 'always');
    await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(shown);

    // On a phone now (the window turned narrow, the companion a band over the page): past the
    // cabinet the companion leaves and frames stop; back at the cabinet they run again.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('.companion')).toHaveAttribute('data-away', '');
    const away = await framesWhenLoop(page, 'never');
    expect(await framesAfterIdleTicks(page)).toBe(away);
    await page.evaluate(() => document.getElementById('cabinet')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const atCabinet = await framesWhenLoop(page, 'always');
    await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(atCabinet);
    await expect.poll(() => page.evaluate(() => window.__chipcScene!.chancellor!()?.to)).toBe('cabinet');
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('draws on demand only: nothing while idle, a new frame on scroll; content and counters final', async ({ page }) => {
      await page.goto('/?mode=full&debug');
      await sceneReady(page);
      const idle = await framesWhenLoop(page, 'demand');
      expect(await framesAfterIdleTicks(page)).toBe(idle);
      await page.mouse.wheel(0, 200);
      await expect.poll(async () => (await stats(page))!.frames).toBeGreaterThan(idle);
      expect((await canvasContribution(page, COMPANION)).differing).toBeGreaterThan(0.1);
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
  await expect.poll(() => posterShown(page, COMPANION)).toEqual({ opacity: '1', loaded: true });
  await page.reload();
  await expect(control).toBeEnabled();
  await expect(control).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('canvas')).toHaveCount(0);
});
