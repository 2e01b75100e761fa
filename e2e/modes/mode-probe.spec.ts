import { expect, test } from '../fixtures';
import { CAPABLE, inWorker, pageWebgl, pretendDevice, PROBE_WORKER, REFUSE_WEBGL, webglAskedOnPage } from '../device';

// The automatic choice asks whether WebGL 2 opens in a worker of its own, so the page's thread,
// still hydrating, never waits for a context to open. The scene's chunk is held, never answered,
// in every test: they are about the choice, not the drawing.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

test.beforeEach(async ({ page }) => {
  await pretendDevice(page, CAPABLE);
  await page.route(/\/assets\/SceneCanvas-[^/]+\.js$/, () => new Promise<void>(() => {}));
  await pageWebgl(page); // counts the contexts the page's own thread asks for
});

test('a capable device is chosen full with no WebGL context opened on the page', async ({ page }) => {
  const probes: string[] = [];
  page.on('worker', (worker) => probes.push(worker.url()));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'full');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'capable device');
  expect(probes.filter((url) => PROBE_WORKER.test(url))).toHaveLength(1);
  expect(await webglAskedOnPage(page)).toBe(0);
});

test('where the probe\'s script does not load, the page asks on its own and still chooses', async ({ page }) => {
  await page.route(PROBE_WORKER, (route) => route.abort('internetdisconnected'));
  const failed: string[] = [];
  page.on('requestfailed', (request) => PROBE_WORKER.test(request.url()) && failed.push(request.url()));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'full');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'capable device');
  expect(failed).toHaveLength(1);
  expect(await webglAskedOnPage(page)).toBe(1);
});

test('a worker\'s "no" stands, though the page\'s own OffscreenCanvas has WebGL: lite, and only a page canvas asked why', async ({ page }) => {
  await inWorker(page, PROBE_WORKER, REFUSE_WEBGL);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'no WebGL in a worker');
  expect(await webglAskedOnPage(page)).toBe(1);
});

test('a probe worker that never answers is given up after a few seconds: the page asks on its own', async ({ page }) => {
  await page.route(PROBE_WORKER, () => new Promise<void>(() => {}));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'full', { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'capable device');
  expect(await webglAskedOnPage(page)).toBe(1);
});

test('where the probe\'s own code does not arrive, the device counts as not measured: the posters, calmly', async ({ page }) => {
  await page.route(/\/assets\/detect-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'lite');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'not yet measured');
  await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
  expect(await webglAskedOnPage(page)).toBe(0);
});
