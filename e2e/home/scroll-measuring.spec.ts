import type {} from '../../src/motion/debug';
import type { Page } from '@playwright/test';
import { ACTS, LANDING, contentVisibility } from '../acts';
import { expect, motionReady, test } from '../fixtures';

// The scroll triggers of the home page's acts are measured again when the page changes height:
// once for a run of changes, and never while the page scrolls.

/** The frames (animation timeline times) in which the scroll triggers were measured, since the page started (`?debug`). */
const refreshes = async (page: Page) => (await page.evaluate(() => window.__chipcMotion?.().refreshes)) ?? [];

/** Waits `count` of the page's frames. */
const frames = (page: Page, count: number) =>
  page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);

/** Waits for the page at rest: a late font or picture changes its height too, and is measured for it. */
async function atRest(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(async () => {
      const count = (await refreshes(page)).length;
      await frames(page, 10);
      return (await refreshes(page)).length === count;
    }, { message: 'ten frames in a row with no measuring' })
    .toBe(true);
}

test('the page growing frame after frame, as acts laid out in turn make it, has its scroll triggers measured once, after the last', async ({ page }) => {
  await page.goto('/?debug');
  await motionReady(page);
  await expect.poll(() => contentVisibility(page)).toEqual(ACTS.map(() => 'visible'));
  await atRest(page);
  const before = (await refreshes(page)).length;
  // Five changes of the page's height, one each frame, as five acts shown in turn: the frame of the last.
  const last = await page.evaluate(async () => {
    const roadmap = document.getElementById('roadmap')!;
    let frame = 0;
    for (let step = 1; step <= 5; step++) {
      frame = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(Number(document.timeline.currentTime))));
      roadmap.style.paddingBottom = `${step * 40}px`;
    }
    return frame;
  });
  await expect.poll(async () => (await refreshes(page)).length).toBeGreaterThan(before);
  // A few frames more, in which no other measuring may follow.
  await frames(page, 5);
  const after = (await refreshes(page)).slice(before);
  expect(after).toHaveLength(1);
  expect(after[0]).toBeGreaterThan(last);
  // And never two in one frame, since the page started.
  const all = await refreshes(page);
  expect(new Set(all).size).toBe(all.length);
});

/** The page's scroll events so far: the frame (animation timeline time) of each, and where it had got to. */
type Scrolls = { scrolls: [number, number][] };

/**
 * The home page at rest (`?debug`), set to grow `growth` px above the cabinet on its first scroll
 * event, as a late picture or the headline font makes it. Measuring the triggers puts the page at
 * the top and back: done mid-scroll, it stopped a link's smooth scroll a few pixels down, and a
 * finger's glide where the finger left the glass. Returns the check for once the scroll has ended:
 * the triggers were measured again, and not before the frame in which the scroll came to rest.
 */
async function growingUnderAScroll(page: Page, growth: number) {
  await page.goto('/?debug');
  await motionReady(page);
  await expect.poll(() => contentVisibility(page)).toEqual(ACTS.map(() => 'visible'));
  await atRest(page);
  const before = (await refreshes(page)).length;
  await page.evaluate((growth) => {
    // The page's own address, so a link to a section scrolls this page (the debug counts stay: read at load).
    history.replaceState(null, '', '/');
    const roadmap = document.getElementById('roadmap')!;
    const scrolls: Scrolls['scrolls'] = [];
    (window as unknown as Scrolls).scrolls = scrolls;
    addEventListener('scroll', () => scrolls.push([Number(document.timeline.currentTime), scrollY]));
    addEventListener('scroll', () => (roadmap.style.paddingBottom = `${parseFloat(getComputedStyle(roadmap).paddingBottom) + growth}px`), { once: true });
  }, growth);
  return async function measuredOnceAtRest() {
    await expect.poll(async () => (await refreshes(page)).length, { message: 'the triggers measured again' }).toBeGreaterThan(before);
    const scrolls = await page.evaluate(() => (window as unknown as Scrolls).scrolls);
    const arrived = scrolls.find(([, y]) => y === scrolls.at(-1)![1])![0];
    expect((await refreshes(page)).slice(before)[0], 'measured once the scroll had come to rest').toBeGreaterThanOrEqual(arrived);
  };
}

test('a link’s smooth scroll to its section goes on when the page grows under it; the triggers are measured once it has ended', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const GROWTH = 40; // the scroll still ends where it was headed: the cabinet, below the growth, lands up to that much lower
  const measuredOnceAtRest = await growingUnderAScroll(page, GROWTH);
  await page.locator('.site-nav').getByRole('link', { name: 'Cabinet' }).click();
  const top = () => page.evaluate(() => Math.round(document.getElementById('cabinet')!.getBoundingClientRect().top));
  await expect.poll(top, { message: 'the cabinet lands below the header' }).toBeLessThanOrEqual(LANDING + GROWTH);
  expect(await top()).toBeGreaterThanOrEqual(LANDING);
  await measuredOnceAtRest();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a finger’s flick glides on after it leaves the glass while the page grows; the triggers are measured once it has stopped', async ({ page }) => {
    const measuredOnceAtRest = await growingUnderAScroll(page, 40);
    // A flick up the screen, 480 px in 64 ms, timed by the events' own clock (not this machine's):
    // the glide it starts is the same on any machine.
    const DRAG = 480;
    const cdp = await page.context().newCDPSession(page);
    const t0 = Date.now() / 1000;
    for (let step = 0; step <= 9; step++) {
      const type = step === 0 ? 'touchStart' : step < 9 ? 'touchMove' : 'touchEnd';
      await cdp.send('Input.dispatchTouchEvent', { type, timestamp: t0 + step * 0.008, touchPoints: step < 9 ? [{ x: 200, y: 700 - (step * DRAG) / 8 }] : [] });
    }
    await expect.poll(() => page.evaluate(() => scrollY), { message: 'the page glides on past where the finger let go' }).toBeGreaterThan(DRAG + 200);
    await measuredOnceAtRest();
  });
});
