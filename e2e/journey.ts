import type { CDPSession, Page } from '@playwright/test';
import { nav } from '../src/content/meta';
import { paths } from '../src/content/paths';
import { tokenomics } from '../src/content/tokenomics';
import { expect } from './fixtures';
import { drawFrame, frozenReport } from './scene';

// A slow phone (or a loaded CI machine) takes its time to fetch, hydrate and start a page: each arrival's
// checks wait up to 15 s. Only a failure waits that long.
const patient = expect.configure({ timeout: 15_000 });

/** The places a visitor can be, each with the address the journey uses for it. */
export const STOPS = {
  home: paths.home,
  community: paths.community,
  memes: paths.memes,
  // A fast show, so a beat passes within a check (the speed is read when the show mounts).
  show: `${paths.show}?speed=20`,
  console: paths.showConsole,
  notFound: '/no-such-page',
} as const;
export type Stop = keyof typeof STOPS;

/**
 * Every ordered pair of stops once, as one walk: from each stop to each other (an Euler circuit
 * of the complete directed graph; with six stops, 30 moves). Built by Hierholzer's walk, so the
 * list of stops changes without anyone hand-writing a new order.
 */
export function everyPair(stops: readonly Stop[]): Stop[] {
  const out = new Map(stops.map((s) => [s, stops.filter((t) => t !== s)]));
  const stack: Stop[] = [stops[0]!];
  const walk: Stop[] = [];
  while (stack.length) {
    const at = stack.at(-1)!;
    const next = out.get(at)!.shift();
    if (next) stack.push(next);
    else walk.push(stack.pop()!);
  }
  return walk.reverse();
}

/** Chromium's CPU slowed `rate` times, as a mid-range phone runs (1 = full speed). */
export async function throttle(page: Page, rate: number): Promise<CDPSession | null> {
  if (rate === 1) return null;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * Moves in the app, as a visitor would: by the header's link where the page has one (the logo,
 * Community, Memes), else as the app's own navigation does (`history.pushState`, which the router
 * follows); the show and its console have no links to the rest of the site, nor it to them.
 */
export async function move(page: Page, to: Stop) {
  const name = { home: nav.home, community: nav.community, memes: nav.memes }[to as string];
  const header = page.locator('.site-header');
  const link = name ? header.getByRole('link', { name, exact: true }).filter({ visible: true }) : null;
  const menu = header.getByRole('button', { name: nav.menu });
  if (link && (await link.count()) > 0) {
    await link.first().click();
  } else if (name && (await menu.isVisible())) {
    // A phone: the header's links are in its menu.
    await menu.click();
    await header.locator('.site-menu__panel').getByRole('link', { name, exact: true }).click();
  } else {
    await page.evaluate((url) => history.pushState(null, '', url), STOPS[to]);
  }
  await patient.poll(() => page.evaluate(() => location.pathname)).toBe(new URL(STOPS[to], 'http://x').pathname);
}

export type Motion = 'moving' | 'reduced';

export interface Arrival {
  /** The first arrival at the home page: the counters are watched to their figures. */
  firstHome?: boolean;
  /** The feed is watched to its next law (a wait of its interval). */
  feed?: boolean;
  /** Arrived by a move in the app (false for the first load, where focus is the browser's). */
  moved?: boolean;
  /** The 3D scene draws (`?debug=frozen`): what it shows is checked on frames drawn on demand. */
  scene?: boolean;
}

/**
 * The page the visitor arrived at works as on a first load: its own behaviours come alive, focus
 * is in its main landmark (so a screen reader starts there), and nothing is left of the last one.
 */
export async function arrived(page: Page, at: Stop, motion: Motion, { firstHome = false, feed = false, moved = true, scene = false }: Arrival = {}) {
  const h1 = page.getByRole('heading', { level: 1 });
  const main = page.locator('main#main');
  await patient(main).toHaveCount(1);
  if (at === 'home') await home(page, motion, { full: firstHome, feed, scene });
  if (at === 'community') await patient(h1).toHaveText('Join the campaign');
  if (at === 'memes') await memesPreviewDraws(page);
  if (at === 'show') await beatsAdvance(page, scene);
  if (at === 'console') await patient(page.locator('.console__link')).toBeVisible();
  if (at === 'notFound') await patient(h1).toContainText('Oops! Page not found');
  // After a move, focus is in the page now shown (its main landmark, or something inside it), as
  // a screen reader expects; a first load leaves focus to the browser.
  if (moved)
    await patient
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main#main'))), { message: `focus in the new page's main at ${at}` })
      .toBe(true);
}

/** A counter's final figure, as it reads once counted up. */
export const counterText = (c: (typeof tokenomics.counters)[number]) =>
  `${'prefix' in c ? c.prefix : ''}${c.target.toLocaleString('en-US')}${'suffix' in c ? c.suffix : ''}`;

const counterValue = (page: Page, id: string) => page.locator(`[data-counter="${id}"] .counter__value`);

async function home(page: Page, motion: Motion, { full, feed, scene }: { full: boolean; feed: boolean; scene: boolean }) {
  await patient(page.locator('section#hero')).toBeVisible();
  await patient(page.locator('html')).toHaveAttribute('data-motion', motion === 'moving' ? 'ready' : 'reduced');
  // The counters count up once seen (under reduced motion they stand at their figures): started
  // on every arrival, watched to their figures on the first.
  await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
  for (const c of tokenomics.counters) {
    const counter = page.locator(`[data-counter="${c.id}"] .counter`);
    await patient(counter, `counter ${c.id}`).toHaveAttribute('data-phase', motion === 'moving' ? /counting|done/ : 'done');
    if (!full && motion === 'moving') continue;
    await patient(counterValue(page, c.id), `counter ${c.id}`).toHaveText(counterText(c));
  }
  // The companion does the moment being read: the scene's Chancellor turns to it, or its still picture shows.
  if (scene) await patient.poll(async () => (await frozenReport(page))?.to, { message: 'the Chancellor does the tokenomics moment' }).toBe('tokenomics');
  else await patient(page.locator('[data-slot="companion"] img')).toHaveAttribute('src', /tokenomics-/);
  if (feed) {
    // The meme-law feed moves on by itself.
    const list = page.locator('#meme-laws .feed__list');
    await list.scrollIntoViewIfNeeded();
    const first = await list.getAttribute('data-index');
    await patient(list).not.toHaveAttribute('data-index', first ?? '');
  }
  // The roadmap's milestones reveal as they come into view.
  const milestone = page.locator('#roadmap [data-reveal-from]').first();
  await milestone.scrollIntoViewIfNeeded();
  await patient(milestone).toHaveAttribute('data-reveal', motion === 'moving' ? 'in' : 'static');
  await patient(milestone).toHaveCSS('opacity', '1');
}

/** The meme preview has drawn a picture: its canvas has more than one colour. */
async function memesPreviewDraws(page: Page) {
  const canvas = page.locator('.meme-preview canvas');
  await patient(canvas).toBeVisible();
  await patient
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        const colours = new Set<number>();
        for (let i = 0; i < d.length && colours.size < 16; i += 4 * 97) colours.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
        return colours.size;
      }),
    )
    .toBeGreaterThan(8);
}

/** The show moves on by itself: the law on screen changes. */
async function beatsAdvance(page: Page, scene: boolean) {
  const law = page.locator('.show__law');
  await patient(law).toBeVisible();
  // The scene draws the show's stage: a frame with the Chancellor in it.
  if (scene) patient((await drawFrame(page)).calls).toBeGreaterThan(0);
  const first = await law.textContent();
  await patient(law).not.toHaveText(first ?? '');
}
