import type { Page } from '@playwright/test';
import type { SceneDebug } from '../../src/scene/page/debug';
import { CAPABLE, pretendDevice } from '../device';
import { expect, test } from '../fixtures';
import { sceneReady, sceneRequests } from '../scene';

// The automatic mode's frame-rate control, end to end: no ?mode, on a device the page takes for a
// desktop with a graphics card. The control measures paced frames (?debug&pace), one second of them
// for each frame this machine draws, so what it decides never depends on how fast that is.
// A dense screen, so there is a pixel ratio to give up; a small window, as software WebGL draws it.
test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

declare global {
  interface Window {
    /** The scene's debug handle, kept past the scene's end (the lite view removes it from the window). */
    __keptScene?: SceneDebug;
  }
}

const kept = (page: Page) =>
  page.evaluate(() => {
    const handle = window.__keptScene;
    return { quality: handle?.stats?.quality ?? null, finishes: handle?.finishes ?? [] };
  });

test('a jittered 30 fps and a sustained 25 fps keep everything; a sustained 23 fps gives up bloom (its render targets freed), then pixel ratio, then the stage, each step drawing fewer pixels', async ({ page }) => {
  await pretendDevice(page, CAPABLE);
  const requested = sceneRequests(page);
  const html = page.locator('html');
  await page.goto('/?debug&pace=30,4');
  await expect(html).toHaveAttribute('data-mode', 'full');
  await expect(html).toHaveAttribute('data-mode-reason', 'capable device');
  await sceneReady(page);
  await page.evaluate(() => (window.__keptScene = window.__chipcScene));

  // Twenty seconds of frames at 30 fps, give or take 4 ms each: a step needs seven.
  const measured = async () => (await kept(page)).quality?.measuredMs ?? 0;
  await expect.poll(measured, { timeout: 30_000, message: 'twenty seconds of paced frames measured' }).toBeGreaterThan(20_000);
  const steady = await kept(page);
  expect(steady.quality!.steps).toEqual([]);
  expect(steady.finishes.at(-1)).toMatchObject({ bloom: true, pixelRatio: 1.5 });
  await expect(html).toHaveAttribute('data-mode', 'full');

  const textures = await page.evaluate(() => window.__keptScene!.stats!.textures);

  // 25 fps, sustained: above the line (24), so nothing is given up over ten more seconds of it.
  await page.evaluate(() => window.__chipcScene!.pace!({ fps: 25, jitter: 2 }));
  const at25 = await measured();
  await expect.poll(measured, { timeout: 30_000, message: 'ten seconds at 25 fps measured' }).toBeGreaterThan(at25 + 10_000);
  expect((await kept(page)).quality!.steps).toEqual([]);
  await expect(html).toHaveAttribute('data-mode', 'full');

  // Now 23 fps, sustained: just under it.
  await page.evaluate(() => window.__chipcScene!.pace!({ fps: 23, jitter: 2 }));
  // Bloom goes first, and its render targets with it: fewer textures on the GPU.
  await expect.poll(async () => (await kept(page)).quality?.steps ?? [], { timeout: 45_000 }).toContain('drop-bloom');
  await expect
    .poll(() => page.evaluate(() => window.__keptScene!.stats!.textures), { message: 'the bloom’s render targets freed' })
    .toBeLessThan(textures);
  await expect(html).toHaveAttribute('data-mode', 'lite', { timeout: 45_000 });
  await expect(html).toHaveAttribute('data-mode-reason', 'frame rate too low');
  const { quality, finishes } = await kept(page);
  // The steps in order. The scene's last report may leave with it before it names the last step;
  // that step is the page's own mode and reason, checked above.
  expect(quality!.steps.length, JSON.stringify(quality!.steps)).toBeGreaterThanOrEqual(2);
  expect(quality!.steps).toEqual(['drop-bloom', 'lower-pixel-ratio', 'lite'].slice(0, quality!.steps.length));
  // Each step draws fewer pixels through the finish, never more.
  const area = (f: { width: number; height: number }) => f.width * f.height;
  const noBloom = finishes.findIndex((f) => !f.bloom);
  const lowRatio = finishes.findIndex((f) => f.pixelRatio === 1);
  expect(noBloom, JSON.stringify(finishes)).toBeGreaterThan(0);
  expect(lowRatio, JSON.stringify(finishes)).toBeGreaterThan(noBloom);
  expect(finishes.slice(noBloom).every((f) => !f.bloom)).toBe(true);
  expect(area(finishes[noBloom]!), JSON.stringify(finishes)).toBeLessThanOrEqual(area(finishes[noBloom - 1]!));
  expect(area(finishes[lowRatio]!), JSON.stringify(finishes)).toBeLessThan(area(finishes[lowRatio - 1]!));
  for (const f of finishes.slice(noBloom)) expect(area(f), JSON.stringify(finishes)).toBeLessThanOrEqual(area(finishes[noBloom - 1]!));

  // The switch says why the stage went, and the tab remembers it.
  const toggle = page.getByRole('button', { name: '3D stage' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.scene-canvas')).toHaveCount(0);
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toContainText('frame rate too low');
  const fetched = requested().length;
  await page.reload();
  await expect(html).toHaveAttribute('data-mode', 'lite');
  await expect(html).toHaveAttribute('data-mode-reason', 'frame rate too low');
  await expect(html).toHaveAttribute('data-motion', 'ready');
  await page.waitForLoadState('networkidle');
  expect(requested()).toHaveLength(fetched);
});
