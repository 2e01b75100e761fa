import type { Locator, Page } from '@playwright/test';

const T0 = new Date('2026-01-01T12:00:00Z').getTime();

/**
 * Installs Playwright's fake clock, loads `path` and freezes time, so timed
 * behaviour advances only with `page.clock.runFor`. The freeze point is far
 * enough ahead that however long the load took, it is still in the future:
 * tests read the state they start from rather than assume it.
 */
export async function freezeClock(page: Page, path: string) {
  await page.clock.install({ time: T0 });
  await page.goto(path);
  // The motion director loads when the page is idle: let it arrive while time still flows.
  await page.locator('html[data-motion]').waitFor({ state: 'attached' });
  await page.clock.pauseAt(T0 + 60_000);
}

/**
 * Freezes time before `path` loads, so no timer the page sets can fire until
 * the test runs the clock: for pages whose timers start at mount (the stage
 * show). Time is then stepped in small slices until `ready` holds, since
 * React itself waits on timers to reveal a lazily loaded page.
 */
export async function frozenFromStart(page: Page, path: string, ready: Locator) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
  await page.goto(path);
  for (let i = 0; i < 100 && !(await ready.isVisible()); i++) await page.clock.runFor(20);
  await page.clock.runFor(20); // the page's mount effects
}
