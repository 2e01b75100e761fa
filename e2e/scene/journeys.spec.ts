import { expect, test } from '../fixtures';
import { STOPS, arrived, everyPair, move, type Stop } from '../journey';
import { watchPolicy } from '../policy';

// The scene's journey: one start-up of the 3D, then in-app moves between every pair of pages with
// it on (frozen frames, drawn on demand), and a few steps back and forward. The one canvas stays for
// the whole visit; each page's own behaviours come alive around it; the site's CSP refuses nothing
// the scene, its portraits or the pages ask for, and nothing is asked of another origin. The
// DOM-only journeys are in journeys.spec.ts.
const WALK = everyPair(Object.keys(STOPS) as Stop[]);
const BACK_STEPS = 3;

test.use({ viewport: { width: 390, height: 844 } });

test('with the 3D on, every page reached from every other comes alive under the policy, then Back and Forward', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const policyHolds = await watchPolicy(page, baseURL!);
  const [start, ...rest] = WALK;
  await page.goto(`${STOPS[start!]}?mode=full&debug=frozen`);
  await arrived(page, start!, 'moving', { moved: false, scene: true });
  const canvas = page.locator('.scene-canvas canvas');
  await canvas.evaluate((c) => ((c as HTMLCanvasElement & { __journey?: boolean }).__journey = true));
  let firstHome = true;
  for (const stop of rest) {
    await move(page, stop);
    await arrived(page, stop, 'moving', { firstHome: firstHome && stop === 'home', scene: true });
    firstHome &&= stop !== 'home';
    await policyHolds(`after moving to ${stop}`);
  }
  for (const stop of WALK.slice(-1 - BACK_STEPS, -1).reverse()) {
    await page.goBack();
    await arrived(page, stop, 'moving', { scene: true });
  }
  for (const stop of WALK.slice(-BACK_STEPS)) {
    await page.goForward();
    await arrived(page, stop, 'moving', { scene: true });
  }
  // One canvas for the whole visit: the scene was started once.
  await expect(canvas).toHaveCount(1);
  expect(await canvas.evaluate((c) => (c as HTMLCanvasElement & { __journey?: boolean }).__journey)).toBe(true);
});
