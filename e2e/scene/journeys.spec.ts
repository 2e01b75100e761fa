import { expect, test } from '../fixtures';
import { STOPS, arrived, everyPair, jumpingScrolls, move, throttle, tour, type Motion, type Stop } from '../journey';
import { watchPolicy } from '../policy';

// The scene's journey: one start-up of the 3D, then in-app moves between every pair of pages with
// it on (frozen frames, drawn on demand), and a few steps back and forward. The one canvas stays for
// the whole visit; each page's own behaviours come alive around it; the site's CSP refuses nothing
// the scene, its portraits or the pages ask for, and nothing is asked of another origin. The
// DOM-only journeys are in journeys.spec.ts.
const WALK = everyPair(Object.keys(STOPS) as Stop[]);
const BACK_STEPS = 3;
const FULL = 'mode=full&debug=frozen';

// At full speed on a phone, every pair of pages; then each page in turn slowed 8× on a laptop's
// window, and under reduced motion on a phone: the 3D with what changes a visit most (a slow CPU,
// motion asked away), the window apart from both.
const WALKS: { name: string; motion: Motion; cpu: number; viewport: { width: number; height: number } }[] = [
  { name: 'with motion, at full speed, 390 px wide', motion: 'moving', cpu: 1, viewport: { width: 390, height: 844 } },
  { name: 'with motion, CPU slowed 8×, 1280 px wide', motion: 'moving', cpu: 8, viewport: { width: 1280, height: 800 } },
  { name: 'under reduced motion, at full speed, 390 px wide', motion: 'reduced', cpu: 1, viewport: { width: 390, height: 844 } },
];

for (const { name, motion, cpu, viewport } of WALKS) {
  test.describe(name, () => {
    test.use({ viewport, reducedMotion: motion === 'moving' ? 'no-preference' : 'reduce' });

    const everyPairOfPages = motion === 'moving' && cpu === 1;
    test(`with the 3D on, ${everyPairOfPages ? 'every page reached from every other' : 'each page in turn'} comes alive under the policy, then Back and Forward`, async ({ page, baseURL }) => {
      test.setTimeout(cpu === 1 ? 180_000 : 360_000);
      await throttle(page, cpu);
      await jumpingScrolls(page);
      const policyHolds = await watchPolicy(page, baseURL!);
      const walk = everyPairOfPages ? WALK : tour(Object.keys(STOPS) as Stop[]);
      const [start, ...rest] = walk;
      await page.goto(`${STOPS[start!]}?${FULL}`);
      await arrived(page, start!, motion, { moved: false, scene: true, mode: 'full' });
      const canvas = page.locator('.scene-canvas canvas');
      await canvas.evaluate((c) => ((c as HTMLCanvasElement & { __journey?: boolean }).__journey = true));
      let loads = 0;
      let homeByLink = false;
      let homeByHistory = false;
      const throughOnce = (stop: Stop) => {
        const first = stop === 'home' && !homeByHistory;
        homeByHistory ||= first;
        return first;
      };
      const inApp = [false];
      for (const stop of rest) {
        const way = await move(page, stop, FULL);
        inApp.push(way === 'link');
        if (way === 'load') loads++;
        const thorough: boolean = stop === 'home' && way === 'link' && !homeByLink;
        homeByLink ||= thorough;
        await arrived(page, stop, motion, { scene: true, thorough, moved: way === 'link', mode: 'full' });
        await policyHolds(`after moving to ${stop}`);
      }
      const last = walk.length - 1;
      for (let i = last - 1; i >= last - BACK_STEPS; i--) {
        await page.goBack();
        await arrived(page, walk[i]!, motion, { scene: true, moved: inApp[i + 1], mode: 'full', thorough: throughOnce(walk[i]!) });
      }
      for (let i = last - BACK_STEPS + 1; i <= last; i++) {
        await page.goForward();
        await arrived(page, walk[i]!, motion, { scene: true, moved: inApp[i], mode: 'full', thorough: throughOnce(walk[i]!) });
      }
      // One canvas at a time; across the moves by a link, the same one: the scene starts with a document, never with a page.
      await expect(canvas).toHaveCount(1);
      if (loads === 0) expect(await canvas.evaluate((c) => (c as HTMLCanvasElement & { __journey?: boolean }).__journey)).toBe(true);
    });
  });
}
