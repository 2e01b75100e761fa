import { test } from '../fixtures';
import { policyHolds } from '../policy';
import { drawFrame } from '../scene';

// The scene under the site's CSP: three.js, its shaders and its textures ask for nothing the policy refuses.
// Moving (reduced motion draws the same scene on demand, and its behaviour has its own test).
for (const reducedMotion of ['no-preference'] as const) {
  test.describe(`full mode, reduced motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });
    test('every route: no policy violation, no console error, no request to another origin', async ({ page, baseURL }) => {
      await policyHolds(page, baseURL!, '?mode=full&debug=frozen', async (route) => {
        if (route === '/' || route === '/stage') await drawFrame(page);
      });
    });
  });
}
