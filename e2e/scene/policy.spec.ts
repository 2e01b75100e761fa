import { expect, test } from '../fixtures';
import { policyHolds } from '../policy';
import { drawFrame } from '../scene';

// The scene under the site's CSP: three.js, its shaders and its textures ask for nothing the policy
// refuses. Moving (reduced motion draws the same scene on demand, and its behaviour has its own
// test); once with frozen frames, once on the real frame loop, which frozen frames replace.
test('every route, frozen frames: no policy violation, no console error, no request to another origin', async ({ page, baseURL }) => {
  await policyHolds(page, baseURL!, '?mode=full&debug=frozen', async (route) => {
    if (route === '/' || route === '/stage') await drawFrame(page);
  });
});

test('every route, the real frame loop: no policy violation, no console error, no request to another origin', async ({ page, baseURL }) => {
  await policyHolds(page, baseURL!, '?mode=full&debug', async (route) => {
    if (route !== '/' && route !== '/stage') return;
    await expect(page.locator('html')).toHaveAttribute('data-scene', 'ready', { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-scene-loop', 'always');
  });
});
