import { expect, test } from '../fixtures';
import { policyHolds } from '../policy';

// The scene under the site's CSP: three.js, its shaders and its textures ask for nothing the policy
// refuses, on the real frame loop (which frozen frames replace). With frozen frames, the scene's
// journey (journeys.spec.ts) checks the same on every page it reaches.
test('every route, the real frame loop: no policy violation, no console error, no request to another origin', async ({ page, baseURL }) => {
  test.setTimeout(120_000); // six first loads in a row, the scene started on two
  await policyHolds(page, baseURL!, '?mode=full&debug', async (route) => {
    if (route !== '/' && route !== '/stage') return;
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-scene-loop', 'always');
  });
});
