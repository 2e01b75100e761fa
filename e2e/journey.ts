import type { CDPSession, Page } from '@playwright/test';
import { nav } from '../src/content/meta';
import { paths } from '../src/content/paths';
import { tokenomics } from '../src/content/tokenomics';
import { expect } from './fixtures';
import { consoleWorks, memesPreviewDraws } from './alive';
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
function everyPair(stops: readonly Stop[]): Stop[] {
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

/** The pages the header links, which a visitor moves between by those links. */
export const LINKED: readonly Stop[] = ['home', 'community', 'memes'];

/**
 * A visit: from every linked page to every other by its link, then the pages nothing links to
 * (the show, its console, a missing page), each by loading its address, and home again by the 404
 * view's link. Each load starts a page (and, with the 3D on, the scene) anew: a pair of those
 * pages walked both ways adds loads, not a path a visitor has.
 */
export const VISIT: readonly Stop[] = [...everyPair(LINKED), 'show', 'console', 'notFound', 'home'];

/** Each page once and home again: the walk for the slowed runs, where a load costs several. */
export const TOUR: readonly Stop[] = [...LINKED, 'show', 'console', 'notFound', 'home'];

/** The linked pages in turn, by their links alone: the slowed walks (each load costs seconds more there). */
export const LINKED_TOUR: readonly Stop[] = [...LINKED, 'home'];

/** The visit with the 3D on, by links alone: every pair of the linked pages, one document throughout. */
export const SCENE_VISIT: readonly Stop[] = everyPair(LINKED);

/**
 * The test's own scrolls (scrollIntoViewIfNeeded, to bring a section to where it is checked) jump
 * instead of gliding: the page's smooth scrolling is for its own links, and a visitor's wheel or
 * finger moves the page by itself. Each glide cost the walks a few hundred milliseconds, scores of
 * times a walk; what the page does on a smooth scroll is tested in home/scroll-measuring.spec.ts.
 */
export const jumpingScrolls = (page: Page) =>
  page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.style.setProperty('scroll-behavior', 'auto')));

/** Chromium's CPU slowed `rate` times, as a mid-range phone runs (1 = full speed). */
export async function throttle(page: Page, rate: number): Promise<CDPSession | null> {
  if (rate === 1) return null;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** How a visitor got to a page: by a link they clicked, or by a load of its address (typed, or opened from a chat). */
export type Way = 'link' | 'load';

/**
 * Goes to `to` as a visitor does: by the visible link to it where the page has one (the header's
 * logo, Community, Memes; on a phone through the menu), else by loading its address, as a visitor
 * who types it or opens it from a chat does (nothing on the site links to the show, its console or a
 * missing page). `query` rides along on a load, as the journey's own address had it. Returns which.
 */
export async function move(page: Page, to: Stop, query = ''): Promise<Way> {
  const name = { home: nav.home, community: nav.community, memes: nav.memes }[to as string];
  const header = page.locator('.site-header');
  const link = name ? header.getByRole('link', { name, exact: true }).filter({ visible: true }) : null;
  const menu = header.getByRole('button', { name: nav.menu });
  let way: Way = 'link';
  if (link && (await link.count()) > 0) {
    await link.first().click();
  } else if (name && (await menu.isVisible())) {
    // A phone: the header's links are in its menu.
    await menu.click();
    await header.locator('.site-menu__panel').getByRole('link', { name, exact: true }).click();
  } else {
    const url = new URL(STOPS[to], 'http://x');
    for (const [key, value] of new URLSearchParams(query)) url.searchParams.set(key, value);
    await page.goto(`${url.pathname}${url.search}`);
    way = 'load';
  }
  await patient.poll(() => page.evaluate(() => location.pathname)).toBe(new URL(STOPS[to], 'http://x').pathname);
  return way;
}

export type Motion = 'moving' | 'reduced';

export interface Arrival {
  /** The feed is watched to its next law (a wait of its interval). */
  feed?: boolean;
  /**
   * The home page is checked through: every counter to its figure, every milestone revealed, the
   * companion at the roadmap too. Else its counters start, its first milestone reveals and the
   * companion does the tokenomics moment (the suite's time: a walk arrives home often).
   */
  thorough?: boolean;
  /** Arrived by a move in the app (false for the first load, where focus is the browser's). */
  moved?: boolean;
  /** The 3D scene draws (`?debug=frozen`): what it shows is checked on frames drawn on demand. */
  scene?: boolean;
  /** The display mode the page must have chosen (`data-mode`). */
  mode?: 'full' | 'lite';
  /** The console drives a show opened beside it (once a walk: it opens a second window). */
  drive?: boolean;
}

/**
 * The page the visitor arrived at works as on a first load: its own behaviours come alive, focus
 * is in its main landmark (so a screen reader starts there), and nothing is left of the last one.
 */
export async function arrived(page: Page, at: Stop, motion: Motion, { feed = false, thorough = false, moved = true, scene = false, mode, drive = false }: Arrival = {}) {
  const h1 = page.getByRole('heading', { level: 1 });
  const main = page.locator('main#main');
  await patient(main).toHaveCount(1);
  if (mode) await patient(page.locator('html'), `the display mode at ${at}`).toHaveAttribute('data-mode', mode);
  if (at === 'home') await home(page, motion, { feed, thorough, scene });
  if (at === 'community') await patient(h1).toHaveText('Join the campaign');
  if (at === 'memes') await memesPreviewDraws(page);
  if (at === 'show') await beatsAdvance(page, scene);
  if (at === 'console') await consoleWorks(page, drive);
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

async function home(page: Page, motion: Motion, { feed, thorough, scene }: { feed: boolean; thorough: boolean; scene: boolean }) {
  await patient(page.locator('section#hero')).toBeVisible();
  await patient(page.locator('html')).toHaveAttribute('data-motion', motion === 'moving' ? 'ready' : 'reduced');
  // The counters count up once seen (under reduced motion they stand at their figures): started
  // on every arrival, watched to their figures on the first.
  await page.locator('#tokenomics .counters').scrollIntoViewIfNeeded();
  // The counters count up once seen (under reduced motion they stand at their figures): started on
  // every arrival, watched to their figures on a thorough one.
  for (const c of tokenomics.counters) {
    const counter = page.locator(`[data-counter="${c.id}"] .counter`);
    await patient(counter, `counter ${c.id}`).toHaveAttribute('data-phase', motion === 'moving' ? /counting|done/ : 'done');
    if (thorough || motion === 'reduced') await patient(counterValue(page, c.id), `counter ${c.id}`).toHaveText(counterText(c));
  }
  await companionDoes(page, 'tokenomics', scene);
  if (feed) {
    // The meme-law feed moves on by itself.
    const list = page.locator('#meme-laws .feed__list');
    await list.scrollIntoViewIfNeeded();
    const first = await list.getAttribute('data-index');
    await patient(list).not.toHaveAttribute('data-index', first ?? '');
  }
  // The roadmap's milestones reveal as each comes into view, every one of them; the companion does the roadmap's moment.
  const milestones = page.locator('#roadmap [data-reveal-from]');
  const count = await milestones.count();
  expect(count, 'the roadmap has its milestones').toBeGreaterThan(1);
  for (let i = 0; i < (thorough ? count : 1); i++) {
    const milestone = milestones.nth(i);
    await milestone.scrollIntoViewIfNeeded();
    await patient(milestone, `milestone ${i + 1}`).toHaveAttribute('data-reveal', motion === 'moving' ? 'in' : 'static');
    await patient(milestone, `milestone ${i + 1}`).toHaveCSS('opacity', '1');
  }
  if (!thorough) return;
  await page.locator('#roadmap').scrollIntoViewIfNeeded();
  await companionDoes(page, 'roadmap', scene);
}

/** The companion does the moment being read: the scene's Chancellor turns to it, or its still picture shows. */
async function companionDoes(page: Page, moment: 'tokenomics' | 'roadmap', scene: boolean) {
  if (scene) await patient.poll(async () => (await frozenReport(page))?.to, { message: `the Chancellor does the ${moment} moment` }).toBe(moment);
  else await patient(page.locator('[data-slot="companion"] img')).toHaveAttribute('src', new RegExp(`${moment}-`));
}

/** The show moves on by itself: the law on screen changes. */
async function beatsAdvance(page: Page, scene: boolean) {
  const law = page.locator('.show__law');
  await patient(law).toBeVisible();
  // The Chancellor at his podium: the scene draws the show's stage with him in it (more than a
  // floor's and a backdrop's triangles), or his picture has loaded in its place.
  if (scene) expect((await drawFrame(page)).triangles, 'the show’s stage drawn with the Chancellor').toBeGreaterThan(5_000);
  else await patient.poll(() => page.locator('.show__character img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: 'the podium picture has loaded' }).toBe(true);
  const first = await law.textContent();
  await patient(law).not.toHaveText(first ?? '');
}
