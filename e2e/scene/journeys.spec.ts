import { expect, test } from '../fixtures';
import { LINKED_TOUR, SCENE_VISIT, STOPS, arrived, jumpingScrolls, move, throttle, type Motion, type Stop } from '../journey';
import { watchPolicy } from '../policy';

// The scene's journeys: the 3D on (frozen frames, drawn on demand), moves between the pages by their
// links and by loads, and a few steps back and forward. Across the moves by a link the one canvas
// stays; each page's own behaviours come alive around it; the site's CSP refuses nothing the scene,
// its portraits or the pages ask for, and nothing is asked of another origin. The DOM-only
// journeys are in journeys.spec.ts.
const BACK_STEPS = 3;
const FULL = 'mode=full&debug=frozen';

// At full speed on a phone, the visit with the 3D (journey.ts); then the linked pages in turn by
// their links, slowed 8× on a laptop's window, and under reduced motion on a phone: the 3D with what
// changes a visit most (a slow CPU, motion asked away), the window apart from both. (A load would
// start the 3D anew in software WebGL, at 8× the cost.)
const WALKS: { name: string; motion: Motion; cpu: number; viewport: { width: number; height: number } }[] = [
  { name: 'with motion, at full speed, 390 px wide', motion: 'moving', cpu: 1, viewport: { width: 390, height: 844 } },
  { name: 'with motion, CPU slowed 8×, 1280 px wide', motion: 'moving', cpu: 8, viewport: { width: 1280, height: 800 } },
  { name: 'under reduced motion, at full speed, 390 px wide', motion: 'reduced', cpu: 1, viewport: { width: 390, height: 844 } },
];

for (const { name, motion, cpu, viewport } of WALKS) {
  test.describe(name, () => {
    test.use({ viewport, reducedMotion: motion === 'moving' ? 'no-preference' : 'reduce' });

    const everyPairOfPages = motion === 'moving' && cpu === 1;
    test(`with the 3D on, ${everyPairOfPages ? 'the linked pages from every other' : 'the linked pages in turn'} come alive under the policy, Back and Forward${everyPairOfPages ? ', then the show' : ''}`, async ({ page, baseURL }) => {
      test.setTimeout(cpu === 1 ? 180_000 : 360_000);
      await throttle(page, cpu);
      await jumpingScrolls(page);
      const policyHolds = await watchPolicy(page, baseURL!);
      // By links alone, one document: Back and Forward stay in it, with the 3D forced on by its first
      // address (a document loaded again by the history would choose its own mode).
      const walk = everyPairOfPages ? SCENE_VISIT : LINKED_TOUR;
      const [start, ...rest] = walk;
      await page.goto(`${STOPS[start!]}?${FULL}`);
      await arrived(page, start!, motion, { moved: false, scene: true, mode: 'full' });
      const canvas = page.locator('.scene-canvas canvas');
      await canvas.evaluate((c) => ((c as HTMLCanvasElement & { __journey?: boolean }).__journey = true));
      let homeByLink = false;
      for (const stop of rest) {
        expect(await move(page, stop, FULL), `${stop} by its link`).toBe('link');
        const thorough: boolean = cpu === 1 && stop === 'home' && !homeByLink;
        homeByLink ||= thorough;
        await arrived(page, stop, motion, { scene: true, thorough, mode: 'full' });
        await policyHolds(`after moving to ${stop}`);
      }
      const last = walk.length - 1;
      let homeByHistory = false;
      const throughOnce = (stop: Stop) => {
        const first = cpu === 1 && stop === 'home' && !homeByHistory;
        homeByHistory ||= first;
        return first;
      };
      for (let i = last - 1; i >= last - BACK_STEPS; i--) {
        await page.goBack();
        await arrived(page, walk[i]!, motion, { scene: true, mode: 'full', thorough: throughOnce(walk[i]!) });
      }
      for (let i = last - BACK_STEPS + 1; i <= last; i++) {
        await page.goForward();
        await arrived(page, walk[i]!, motion, { scene: true, mode: 'full', thorough: throughOnce(walk[i]!) });
      }
      // One canvas for the whole visit by links: the scene starts with a document, never with a page.
      await expect(canvas).toHaveCount(1);
      expect(await canvas.evaluate((c) => (c as HTMLCanvasElement & { __journey?: boolean }).__journey)).toBe(true);
      if (!everyPairOfPages) return;
      // The show, which nothing links to, by its address: its stage drawn with the Chancellor in it.
      expect(await move(page, 'show', FULL)).toBe('load');
      await arrived(page, 'show', motion, { scene: true, moved: false, mode: 'full' });
      await policyHolds('at the show');
    });
  });
}
