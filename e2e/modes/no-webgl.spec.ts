import { expect, test } from '../fixtures';
import { pageWebgl, refuseWebglInWorkers } from '../device';
import { posterShown, sceneRequests } from '../scene';

// A browser with no WebGL at all: none on the page's canvases of either kind, and none in its
// workers, the probe's and the scene's (their scripts are served with the same refusal in front).
test.beforeEach(async ({ page }) => {
  await pageWebgl(page, { refuse: true });
  await refuseWebglInWorkers(page);
});

test('forced full asks the worker, which finds no WebGL: the posters stay, with no error', async ({ page }) => {
  await page.goto('/?mode=full');
  await expect(page.locator('html')).toHaveAttribute('data-scene', 'failed', { timeout: 15_000 });
  await expect(page.locator('canvas')).toHaveCount(0);
  await expect.poll(() => posterShown(page, '[data-slot="companion"]')).toEqual({ opacity: '1', loaded: true });
});

test('the automatic choice finds no WebGL 2, picks the posters and never asks for the scene', async ({ page }) => {
  const requested = sceneRequests(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mode-reason', 'no WebGL 2');
  await expect(page.getByRole('button', { name: '3D stage' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready'); // everything lazy has arrived
  expect(requested()).toEqual([]);
});
