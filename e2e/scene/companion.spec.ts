import type { Page } from '@playwright/test';
import { memeLaws } from '../../src/content/memeLaws';
import { companionCopy } from '../../src/content/companion';
import { axeViolations, expect, test } from '../fixtures';
import { drawFrame, frozenReport } from '../scene';

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

for (const viewport of SIZES) {
  test(`at ${viewport.width}×${viewport.height} the Chancellor is on screen, doing the moment being read, from the top to the end of the cabinet`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await page.goto(FROZEN);
    await drawFrame(page);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
    // Every act laid out, so the positions are the page's real ones.
    await page.evaluate(() => (document.documentElement.dataset.laidOut = ''));
    const end = await page.locator('[data-act="cabinet"]').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight * 0.6);
    await canvasAlone(page);
    const results: { y: number; moment: string | null; covered: number }[] = [];
    // Every half screen, so no stretch of a screen or more can go by unseen.
    for (let y = 0; y < end; y += viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      const moment = await actAtReadingLine(page);
      const s = await takesMoment(page, moment);
      expect(s.calls, `draw calls at ${y}`).toBeLessThanOrEqual(150);
      expect(s.triangles, `triangles at ${y}`).toBeLessThanOrEqual(250_000);
      // Measured inside his own box: a figure drawn anywhere else on the screen is not him in his place.
      results.push({ y, moment, covered: Number((await drawnShare(page, SLOT)).toFixed(3)) });
    }
    expect(results.length).toBeGreaterThan(16);
    expect(results.filter((r) => r.covered < MIN_SHARE), JSON.stringify(results)).toEqual([]);
    // Every moment came on stage on the way down.
    expect(new Set(results.map((r) => r.moment))).toEqual(new Set(['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet']));
    // Past the cabinet he leaves, and the frame is empty.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('.companion')).toHaveAttribute('data-away', '');
    expect((await drawHere(page, null)).covered).toBe(0);
  });
}

test('asked by keyboard, he reacts and a meme law is announced; axe finds nothing with the scene on, at both widths', async ({ page }) => {
  for (const viewport of SIZES) {
    await page.setViewportSize(viewport);
    await page.goto(FROZEN);
    await drawFrame(page);
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
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
    await page.locator('#tokenomics').scrollIntoViewIfNeeded();
    await drawFrame(page);
    expect(await axeViolations(page), `${viewport.width}: tokenomics`).toEqual([]);
  }
});
