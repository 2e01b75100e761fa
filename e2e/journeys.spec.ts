import { paths } from '../src/content/paths';
import { expect, test } from './fixtures';
import { LINKED, LINKED_TOUR, STOPS, TOUR, VISIT, arrived, jumpingScrolls, move, throttle, type Motion, type Stop } from './journey';

// Visitors' paths, not first loads: between the pages by the link a visitor clicks where the page
// has one (else by loading the address, as a visitor who types it or opens it from a chat does),
// then back with the browser's Back and on with Forward, each arrival checked as a visitor finds
// it. The mode is the automatic one (this machine draws WebGL in software, so it chooses lite: the
// path most phones take); the scene's own journeys are in scene/journeys.spec.ts.

test('the walks take every route there is, and the linked pages from and to every other', () => {
  // Every address the route table names, and any other (the 404 view): a route added later and left
  // out of STOPS would go unwalked without a word.
  const n = Object.keys(paths).length + 1;
  expect(new Set(Object.values(STOPS).map((stop) => new URL(stop, 'http://x').pathname))).toEqual(new Set([...Object.values(paths), STOPS.notFound]));
  expect(Object.keys(STOPS)).toHaveLength(n);
  for (const walk of [VISIT, TOUR]) expect(new Set(walk)).toEqual(new Set(Object.keys(STOPS)));
  const pairs = new Set(VISIT.slice(1).map((to, i) => `${VISIT[i]}→${to}`));
  for (const from of LINKED) for (const to of LINKED) if (from !== to) expect(pairs, `${from}→${to}`).toContain(`${from}→${to}`);
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

// Motion and reduced motion, each at full speed and slowed 8×; the window is chosen apart from the
// CPU's rate, so both a phone and a laptop are walked at each. At full speed the visit; slowed, the
// linked pages in turn by their links after the first load (each load costs several seconds more
// there, and the full-speed walks load every page): the suite's time.
const WALKS: [Motion, number, { width: number; height: number }][] = [
  ['moving', 1, LAPTOP],
  ['moving', 8, PHONE],
  ['reduced', 1, PHONE],
  ['reduced', 8, LAPTOP],
];

for (const [motion, cpu, viewport] of WALKS) {
  const walk = cpu === 1 ? VISIT : LINKED_TOUR;
  const backSteps = motion === 'moving' && cpu === 1 ? 4 : cpu === 1 ? 3 : 2;
  test.describe(`${motion === 'moving' ? 'with motion' : 'reduced motion'}, CPU ${cpu === 1 ? 'at full speed' : `slowed ${cpu}×`}, ${viewport.width} px wide`, () => {
    test.use({ reducedMotion: motion === 'moving' ? 'no-preference' : 'reduce', viewport });

    test(`${cpu === 1 ? 'the linked pages from every other, then the rest,' : 'the linked pages in turn'} come alive, then ${backSteps} steps Back and Forward`, async ({ page }) => {
      test.setTimeout(cpu === 1 ? 120_000 : 240_000);
      await throttle(page, cpu);
      await jumpingScrolls(page);
      const [start, ...rest] = walk;
      await page.goto(STOPS[start!]);
      await arrived(page, start!, motion, { moved: false, mode: 'lite' });
      let firstHome = true;
      let driven = false;
      let homeByLink = false;
      let homeByHistory = false;
      const throughOnce = (stop: Stop) => {
        const first = cpu === 1 && stop === 'home' && !homeByHistory;
        homeByHistory ||= first;
        return first;
      };
      // Whether the move to each stop of the walk stayed in the document (a link the app follows):
      // Back and Forward over it then do too, and focus moves as after a link.
      const inApp = [false];
      for (const stop of rest) {
        const way = await move(page, stop);
        inApp.push(way === 'link');
        // The feed's next law is waited for once, at full speed.
        const home = firstHome && stop === 'home';
        // Home is checked through on its first arrival by a link, and on its first by Back or Forward
        // below, at full speed (slowed, each arrival's basics: the full-speed walks saw the rest).
        const thorough: boolean = cpu === 1 && stop === 'home' && way === 'link' && !homeByLink;
        homeByLink ||= thorough;
        await arrived(page, stop, motion, { feed: home && cpu === 1, thorough, moved: way === 'link', mode: 'lite', drive: stop === 'console' && !driven });
        driven ||= stop === 'console';
        firstHome &&= stop !== 'home';
      }
      const last = walk.length - 1;
      for (let i = last - 1; i >= last - backSteps; i--) {
        await page.goBack();
        await arrived(page, walk[i]!, motion, { moved: inApp[i + 1], mode: 'lite', thorough: throughOnce(walk[i]!) });
      }
      for (let i = last - backSteps + 1; i <= last; i++) {
        await page.goForward();
        await arrived(page, walk[i]!, motion, { moved: inApp[i], mode: 'lite', thorough: throughOnce(walk[i]!) });
      }
    });
  });
}
