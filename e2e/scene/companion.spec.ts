import type { Page } from '@playwright/test';
import { memeLaws } from '../../src/content/memeLaws';
import { companionCopy } from '../../src/content/moments';
import { axeViolations, expect, test } from '../fixtures';
import { canvasContribution, drawFrame, frozenReport, posterShown } from '../scene';

// The Chancellor's companion: on every screen from the top to the end of the cabinet, doing the
// moment of the part being read. Frozen frames (?debug=frozen): each position is drawn on request.
const FROZEN = '/?mode=full&debug=frozen';
/** The companion's place: the box he is drawn in. */
const SLOT = '[data-slot="companion"]';
/** The share of his box he covers at the least, whatever the moment (from 7 % as the cabinet arrives to over 25 %). */
const MIN_SHARE = 0.05;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The act crossing the reading line (60 to 61 % down the viewport), as the page reads it: the later of two. */
const actAtReadingLine = (page: Page) =>
  page.evaluate(() => {
    const [from, to] = [window.innerHeight * 0.6, window.innerHeight * 0.61];
    const acts = Array.from(document.querySelectorAll<HTMLElement>('main [data-act]'));
    return acts.filter((el) => el.getBoundingClientRect().top <= to && el.getBoundingClientRect().bottom >= from).at(-1)?.dataset.act ?? null;
  });

/**
 * Draws frozen frames of this position until the scene has taken the moment being read: the last
 * is on screen. Its figures.
 */
async function takesMoment(page: Page, moment: string | null) {
  let last = '';
  await expect
    .poll(
      async () => {
        const report = await frozenReport(page);
        last = JSON.stringify(report);
        return report?.to ?? null;
      },
      { message: `the companion takes the moment ${moment}`, timeout: 20_000 },
    )
    .toBe(moment)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nlast report: ${last}`);
    });
  return (await page.evaluate(() => window.__chipcScene!.stats))!;
}

/**
 * Leaves the scene's canvas alone on screen, on a transparent ground (the rest of the page hidden,
 * its layout and scroll unchanged): a screenshot then holds only what the scene drew.
 */
const canvasAlone = (page: Page) =>
  page.evaluate(() => {
    for (const el of [document.documentElement, document.body]) el.style.background = 'transparent';
    document.body.style.visibility = 'hidden';
    document.querySelector<HTMLElement>('.scene-canvas')!.style.visibility = 'visible';
  });

/** The share of `area`'s box the scene has drawn on (with `canvasAlone`): what is there and nowhere else. */
async function drawnShare(page: Page, area: string) {
  const box = (await page.locator(area).boundingBox())!;
  const png = (await page.screenshot({ clip: box, omitBackground: true })).toString('base64');
  return page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 24) drawn++;
    return drawn / Math.max(1, bitmap.width * bitmap.height);
  }, png);
}

/** Draws the frozen frame of this position, once the scene has taken the moment being read; its figures and coverage. */
async function drawHere(page: Page, moment: string | null) {
  await takesMoment(page, moment);
  return (await page.evaluate(() => window.__chipcScene!.frame!({ coverage: true })))!;
}

/** In the first screen: drawn in one canvas, in the companion beside the title on a wide screen, above it on a phone. */
async function firstScreen(page: Page, viewport: { width: number; height: number }) {
  await expect(page.locator('canvas')).toHaveCount(1);
  const slot = page.locator(SLOT);
  await expect(slot).toBeInViewport({ ratio: 1 });
  const drawn = await canvasContribution(page, SLOT);
  expect(drawn.differing).toBeGreaterThan(0.08);
  expect(drawn.colours).toBeGreaterThan(40);
  // The still picture has stepped aside, keeping its place in the layout.
  expect((await posterShown(page, SLOT)).opacity).toBe('0');
  // Never over the title.
  const [title, stage] = await Promise.all([page.locator('#hero-title').boundingBox(), slot.boundingBox()]);
  if (viewport.width > 900) expect(stage!.x).toBeGreaterThanOrEqual(title!.x + title!.width);
  else expect(stage!.y + stage!.height).toBeLessThanOrEqual(title!.y);
}

/**
 * Asked by keyboard from the hero's own controls: he reacts and a meme law is announced, then the
 * next one. Axe finds nothing with the scene on, at the hero and at Tokenomics; the canvas takes
 * no role, no focus and no pointer. Leaves the page at the top.
 */
async function askedByKeyboard(page: Page, viewport: { width: number; height: number }) {
  // Reached by Tab from the hero's own controls, soon after them.
  await page.getByRole('link', { name: 'Join the campaign chat' }).focus();
  const ask = page.getByRole('button', { name: companionCopy.ask });
  for (let i = 0; i < 10 && !(await ask.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(ask).toBeFocused();
  await expect(ask).toBeInViewport({ ratio: 1 });
  const before = (await page.evaluate(() => window.__chipcScene!.chancellor!()))!.pose;
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: companionCopy.answer });
  await expect(status).toContainText(companionCopy.answer);
  const law = (await status.textContent())!.replace(companionCopy.answer, '').trim();
  expect(memeLaws.items).toContain(law);
  const asked = (await frozenReport(page))!.pose;
  expect(asked.talk).toBeGreaterThan(0.3);
  expect(asked.leftRaise).toBeGreaterThan(before.leftRaise + 0.3);
  // Asked again: the next law.
  await page.keyboard.press('Enter');
  await expect(status).toContainText(memeLaws.items[(memeLaws.items.indexOf(law as (typeof memeLaws.items)[number]) + 1) % memeLaws.items.length]!);
  expect(await axeViolations(page), `${viewport.width}: the hero`).toEqual([]);
  const canvas = page.locator('.scene-canvas');
  await expect(canvas).toHaveAttribute('aria-hidden', 'true');
  expect(await canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  await page.locator('#tokenomics').scrollIntoViewIfNeeded();
  await drawFrame(page);
  expect(await axeViolations(page), `${viewport.width}: tokenomics`).toEqual([]);
  if (viewport.width < 900) {
    // On a phone the companion's band lies over the page: a tap on it reaches the band (never the
    // canvas, nor a link hidden beneath it), and its one control is pressable.
    const box = (await page.locator('.companion').boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.companion') !== null, { x: box.x + box.width * 0.7, y: box.y + box.height / 2 });
    expect(hit).toBe(true);
    const at = (await ask.boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: at.x + at.width / 2, y: at.y + at.height / 2 })).toBe(companionCopy.ask);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

// One start of the scene for each size: asked by keyboard at the top, then read from the top to the end.
for (const viewport of SIZES) {
  test(`at ${viewport.width}×${viewport.height}: drawn in the first screen beside or above the title; asked by keyboard he reacts, axe finds nothing; then he is on screen, doing the moment being read, from the top to the end of the cabinet`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await page.goto(FROZEN);
    await drawFrame(page);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
    await firstScreen(page, viewport);
    await askedByKeyboard(page, viewport);
    // Every act laid out, so the positions are the page's real ones.
    await page.evaluate(() => (document.documentElement.dataset.laidOut = ''));
    const end = await page.locator('[data-act="cabinet"]').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight * 0.6);
    await canvasAlone(page);
    const results: { y: number; moment: string | null; covered: number }[] = [];
    // Every three quarters of a screen, so no stretch of a screen or more can go by unseen.
    for (let y = 0; y < end; y += (viewport.height * 3) / 4) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const moment = await actAtReadingLine(page);
      const s = await takesMoment(page, moment);
      expect(s.calls, `draw calls at ${y}`).toBeLessThanOrEqual(150);
      expect(s.triangles, `triangles at ${y}`).toBeLessThanOrEqual(250_000);
      // Measured inside his own box: a figure drawn anywhere else on the screen is not him in his place.
      results.push({ y, moment, covered: Number((await drawnShare(page, SLOT)).toFixed(3)) });
    }
    expect(results.length).toBeGreaterThan(12);
    expect(results.filter((r) => r.covered < MIN_SHARE), JSON.stringify(results)).toEqual([]);
    // Every moment came on stage on the way down.
    expect(new Set(results.map((r) => r.moment))).toEqual(new Set(['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet']));
    // Past the cabinet he leaves, and the frame is empty.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('.companion')).toHaveAttribute('data-away', '');
    expect((await drawHere(page, null)).covered).toBe(0);
  });
}
