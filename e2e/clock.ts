import type { Page } from '@playwright/test';

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
  await page.clock.pauseAt(T0 + 60_000);
}
