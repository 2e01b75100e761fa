import { expect, test } from '../fixtures';
import { STOPS, arrived, everyPair, move, type Stop } from '../journey';

// The scene's journey: one start-up of the 3D, then in-app moves between every pair of pages with
// it on (frozen frames, drawn on demand), and back and forward. The one canvas stays for the whole
// visit; each page's own behaviours come alive around it. The DOM-only journeys are in journeys.spec.ts.
const WALK = everyPair(Object.keys(STOPS) as Stop[]);

test.use({ viewport: { width: 390, height: 844 } });

test('with the 3D on, every page reached from every other comes alive, and again by Back and Forward', async ({ page }) => {
  test.setTimeout(180_000);
  const [start, ...rest] = WALK;
  await page.goto(`${STOPS[start!]}?mode=full&debug=frozen`);
  await arrived(page, start!, 'moving', { moved: false, scene: true });
  await page.locator('.scene-canvas canvas').evaluate((c) => ((c as HTMLCanvasElement & { __journey?: boolean }).__journey = true));
  let firstHome = true;
  for (const stop of rest) {
    await move(page, stop);
    await arrived(page, stop, 'moving', { firstHome: firstHome && stop === 'home', scene: true });
    firstHome &&= stop !== 'home';
  }
  for (const stop of WALK.slice(-7, -1).reverse()) {
    await page.goBack();
    await arrived(page, stop, 'moving', { scene: true });
  }
  for (const stop of WALK.slice(-6)) {
    await page.goForward();
    await arrived(page, stop, 'moving', { scene: true });
  }
  // One canvas for the whole visit: the scene was started once.
  await expect(page.locator('.scene-canvas canvas')).toHaveCount(1);
  expect(await page.locator('.scene-canvas canvas').evaluate((c) => (c as HTMLCanvasElement & { __journey?: boolean }).__journey)).toBe(true);
});
