import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { CAPABLE, inWorker, noWorkerWebgl, pretendDevice, REFUSE_WEBGL, SCENE_WORKER } from '../device';
import { posterShown, sceneRequests } from '../scene';

// How the page chooses between the live scene and the still pictures, with no scene drawn:
// the renderer this machine reports is replaced, so the outcome never depends on it.
const sceneChunk = /\/assets\/SceneCanvas-[^/]+\.js$/;

/**
 * Waits until the scene, had the page asked for it, would have been asked for by now: the home
 * page's acts all laid out (the condition the scene's loader waits on, as src/runtime/layOutActs.ts
 * words it; at once on a page without acts), then no request in flight. A check that the scene was
 * never asked for means something only after this.
 */
async function pastSceneStart(page: Page) {
  await page.waitForFunction(() => !document.querySelector(':root:not([data-laid-out]) :is(.act, main > [data-act="cabinet"]):not([data-laid-out])'));
  await page.waitForLoadState('networkidle');
}

test('?mode=lite creates no canvas and shows the still pictures', async ({ page }) => {
  const chunks = sceneRequests(page);
  await page.goto('/?mode=lite');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready'); // everything lazy has arrived
  await pastSceneStart(page);
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(chunks()).toEqual([]);
  // The companion shows each moment's still picture as its part is read.
  for (const id of ['hero', 'tokenomics', 'cabinet']) {
    if (id !== 'hero') await page.evaluate((act) => document.getElementById(act)!.scrollIntoView({ block: 'start', behavior: 'instant' }), id);
    await expect(page.locator('[data-slot="companion"] img')).toHaveAttribute('src', new RegExp(`/posters/${id}-column\\.webp$`));
    await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
  }
  await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
});

test('a software renderer is chosen lite automatically, and no three.js is fetched', async ({ page }) => {
  await pretendDevice(page, { renderer: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)))', cores: 8, memory: 8 });
  const chunks = sceneRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'software rendering');
  await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  await pastSceneStart(page);
  expect(chunks()).toEqual([]);
});

test.describe('a capable device', () => {
  // The scene's chunk is refused here: this test is about the choice, not the drawing.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('is chosen full automatically, and the scene is asked for after the load event', async ({ page }) => {
    await pretendDevice(page, CAPABLE);
    // Held until the choice has been read, then refused: the switch then says why the stage is off.
    let refuse = () => {};
    const held = new Promise<void>((resolve) => (refuse = resolve));
    await page.route(sceneChunk, async (route) => {
      await held;
      await route.abort();
    });
    const chunks = sceneRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'full');
    await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'capable device');
    const toggle = page.getByRole('button', { name: '3D stage' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => chunks().length).toBe(1);
    refuse();
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // A refused download says nothing about the device: the next load tries again.
    await expect(page.locator('html')).toHaveAttribute('data-mode-reason', '3D did not download; it will try again');
  });
  test('with two cores is chosen lite', async ({ page }) => {
    await pretendDevice(page, { ...CAPABLE, cores: 2 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'few processor cores');
  });
});

test('a browser whose OffscreenCanvas draws no WebGL (iOS 16.4–16.7) is chosen lite, says why, and never asks for the scene', async ({ page }) => {
  await pretendDevice(page, { renderer: 'Apple GPU', cores: 6, memory: 4 });
  await noWorkerWebgl(page);
  const chunks = sceneRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'no WebGL in a worker');
  const toggle = page.getByRole('button', { name: '3D stage' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toContainText('no WebGL in a worker');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready'); // everything lazy has arrived
  await pastSceneStart(page);
  expect(chunks()).toEqual([]);
});

test.describe('a worker that finds no WebGL', () => {
  // The worker refuses WebGL as iOS 16.4–16.7 does, though the page's own canvases have it.
  test.beforeEach(async ({ page }) => {
    await pretendDevice(page, { renderer: 'Apple GPU', cores: 6, memory: 4 });
    await inWorker(page, SCENE_WORKER, REFUSE_WEBGL);
  });

  test('is remembered for the tab: the switch says off and why, the next page fetches nothing; turning it on tries again', async ({ page }) => {
    const requested = sceneRequests(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'full');
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
    const toggle = page.getByRole('button', { name: '3D stage' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'no WebGL in a worker');
    const fetched = requested().length;
    expect(fetched).toBeGreaterThan(0);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
    await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'no WebGL in a worker');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
    await pastSceneStart(page);
    expect(requested()).toHaveLength(fetched);
    // The visitor asks for the stage: a fresh try.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
    expect(requested().length).toBeGreaterThan(fetched);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('when the 3D chunk fails to load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('the page stays whole with its posters', async ({ page }) => {
    await page.route(sceneChunk, (route) => route.abort());
    await page.goto('/?mode=full');
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
    await expect(page.locator('#cabinet .ministers > li')).toHaveCount(4);
  });
});

test.describe('when the scene\'s worker fails to load', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });
  test('the canvas goes and the posters stay, with no error', async ({ page }) => {
    await page.route(SCENE_WORKER, (route) => route.abort());
    await page.goto('/?mode=full');
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
    await expect(page.locator('canvas')).toHaveCount(0);
    await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
  });
});

test('a browser that cannot hand a canvas to a worker gets the posters, and never asks for the scene', async ({ page }) => {
  await pretendDevice(page, CAPABLE);
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });
  const chunks = sceneRequests(page);
  await page.goto('/?mode=full');
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
  // Chosen automatically, even a capable device stays lite there.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'no canvas for a worker');
  await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
  await pastSceneStart(page);
  expect(chunks()).toEqual([]);
});

test.describe('a scene worker that fails to download once', () => {
  // The aborted request logs a failed resource.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('is the page\'s loss only: a calm reason now, the stage again on the next load and from the switch', async ({ page }) => {
    await pretendDevice(page, CAPABLE);
    // The first request of each load fails, as on a venue's Wi-Fi; a request allowed gets a worker
    // that starts nothing, so no scene is drawn here (this test is about the choice).
    let refuse = true;
    await page.route(SCENE_WORKER, async (route) => {
      if (refuse) {
        refuse = false;
        await route.abort('internetdisconnected');
      } else {
        await route.fulfill({ contentType: 'text/javascript', body: '// a worker that waits\n' });
      }
    });
    const requested = sceneRequests(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: '3D stage' });
    await page.goto('/');
    await expect(html).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(html).toHaveAttribute('data-mode-reason', '3D did not download; it will try again');
    const workers = () => requested().filter((url) => SCENE_WORKER.test(url)).length;
    expect(workers()).toBe(1);

    // Next load: the device is as capable as it was, and the stage is asked for again.
    await page.reload();
    await expect(html).toHaveAttribute('data-mode', 'full');
    await expect(html).toHaveAttribute('data-mode-reason', 'capable device');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(workers).toBe(2);

    // Failed again, the switch tries again at once.
    refuse = true;
    await page.reload();
    await expect(html).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(workers()).toBe(3);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(workers).toBe(4);
  });
});

test('a remembered choice of the stage still asks the browser first: no WebGL in a worker, no scene fetched', async ({ page }) => {
  await pretendDevice(page, CAPABLE);
  await noWorkerWebgl(page);
  await page.addInitScript(() => localStorage.setItem('chipc-mode', 'full'));
  const chunks = sceneRequests(page);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mode', 'lite');
  await expect(html).toHaveAttribute('data-mode-reason', 'no WebGL in a worker');
  await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
  await expect(html).toHaveAttribute('data-motion', 'ready');
  await pastSceneStart(page);
  expect(chunks()).toEqual([]);
});
