import { test } from './fixtures';
import { STOPS, arrived, everyPair, move, throttle, type Motion, type Stop } from './journey';

// Visitors' paths, not first loads: in-app moves between every pair of pages, then back with the
// browser's Back and on with Forward, each arrival checked as a visitor finds it. The mode is the
// automatic one (this machine draws WebGL in software, so it chooses lite: the path most phones
// take); the scene's own journey is in scene/journeys.spec.ts.
const WALK = everyPair(Object.keys(STOPS) as Stop[]);

// Reduced motion walks at full speed only: what a slow phone changes (code arriving late, frames
// late) is walked with motion, where more of it waits on the CPU; the suite's time.
const WALKS: [Motion, number][] = [
  ['moving', 1],
  ['moving', 8],
  ['reduced', 1],
];

for (const [motion, cpu] of WALKS) {
  // Back through half the walk (each page left and arrived at again, the other way round) once,
  // with motion at full speed; the other walks step back and forward over the last few moves
  // only: the suite's time.
  const backSteps = motion === 'moving' && cpu === 1 ? Math.ceil((WALK.length - 1) / 2) : 4;
  test.describe(`${motion === 'moving' ? 'with motion' : 'reduced motion'}, CPU ${cpu === 1 ? 'at full speed' : `slowed ${cpu}×`}`, () => {
    test.use({ reducedMotion: motion === 'moving' ? 'no-preference' : 'reduce', viewport: cpu === 1 ? { width: 1280, height: 800 } : { width: 390, height: 844 } });

    test(`every page reached from every other comes alive, then ${backSteps} steps Back and Forward`, async ({ page }) => {
      test.setTimeout(cpu === 1 ? 120_000 : 240_000);
      await throttle(page, cpu);
      const [start, ...rest] = WALK;
      await page.goto(STOPS[start!]);
      await arrived(page, start!, motion, { moved: false });
      let firstHome = true;
      for (const stop of rest) {
        await move(page, stop);
        // The feed's next law is waited for once, at full speed.
        const home = firstHome && stop === 'home';
        await arrived(page, stop, motion, { firstHome: home, feed: home && cpu === 1 });
        firstHome &&= stop !== 'home';
      }
      const back = WALK.slice(-1 - backSteps, -1).reverse();
      for (const stop of back) {
        await page.goBack();
        await arrived(page, stop, motion);
      }
      for (const stop of WALK.slice(-backSteps)) {
        await page.goForward();
        await arrived(page, stop, motion);
      }
    });
  });
}
