import { test } from './fixtures';
import { STOPS, arrived, everyPair, move, throttle, type Motion, type Stop } from './journey';

// Visitors' paths, not first loads: in-app moves between every pair of pages, then back through all
// of them with the browser's Back and forward again, each arrival checked as a visitor finds it.
// The mode is the automatic one (this machine draws WebGL in software, so it chooses lite: the
// path most phones take); the scene's own journey is in scene/journeys.spec.ts.
const WALK = everyPair(Object.keys(STOPS) as Stop[]);

for (const motion of ['moving', 'reduced'] as Motion[]) {
  for (const cpu of [1, 8]) {
    test.describe(`${motion === 'moving' ? 'with motion' : 'reduced motion'}, CPU ${cpu === 1 ? 'at full speed' : `slowed ${cpu}×`}`, () => {
      test.use({ reducedMotion: motion === 'moving' ? 'no-preference' : 'reduce', viewport: cpu === 1 ? { width: 1280, height: 800 } : { width: 390, height: 844 } });
      // One visit of 30 moves and 34 steps back and forward: longer than a single check.
      test.setTimeout(cpu === 1 ? 120_000 : 360_000);

      test('every page reached from every other comes alive, and again by Back and Forward', async ({ page }) => {
        await throttle(page, cpu);
        const [start, ...rest] = WALK;
        await page.goto(STOPS[start!]);
        await arrived(page, start!, motion, { moved: false });
        let feedSeen = false;
        for (const stop of rest) {
          await move(page, stop);
          await arrived(page, stop, motion, { firstHome: stop === 'home' && !feedSeen });
          feedSeen ||= stop === 'home';
        }
        // Back through the whole walk: each pair again, the other way round.
        for (const stop of WALK.slice(0, -1).reverse()) {
          await page.goBack();
          await arrived(page, stop, motion);
        }
        for (const stop of WALK.slice(1, 6)) {
          await page.goForward();
          await arrived(page, stop, motion);
        }
      });
    });
  }
}
