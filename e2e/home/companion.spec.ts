import type { Page } from '@playwright/test';
import { companionCopy } from '../../src/content/moments';
import { memeLaws } from '../../src/content/memeLaws';
import { expect, motionReady, test } from '../fixtures';

// The companion without the scene: the same place on screen, each moment's still picture, the same
// control. Nothing here draws WebGL.
const poster = (page: Page) => page.locator('[data-slot="companion"] img');

/** Brings act `id`'s top a little above the reading line. */
const readAct = (page: Page, id: string) =>
  page.evaluate((act) => {
    const el = document.querySelector(`[data-act="${act}"]`)!;
    window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - window.innerHeight * 0.3, behavior: 'instant' });
  }, id);

for (const viewport of [
  { width: 390, height: 844, shape: 'band' },
  { width: 1440, height: 900, shape: 'column' },
]) {
  test(`lite at ${viewport.width} px: the companion shows each moment's still picture, in the ${viewport.shape}'s shape, as its part is read`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/?mode=lite');
    await motionReady(page);
    for (const act of ['hero', 'about', 'tokenomics', 'reading', 'roadmap', 'cabinet']) {
      if (act !== 'hero') await readAct(page, act);
      await expect.poll(() => poster(page).evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/posters/${act}-${viewport.shape}\\.webp$`));
      await expect(poster(page)).toHaveCSS('opacity', '1');
    }
    // Past the cabinet it leaves, and its control with it.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('.companion')).toBeHidden();
    await expect(page.getByRole('button', { name: companionCopy.ask })).toBeHidden();
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the still pictures change without a fade', async ({ page }) => {
    await page.goto('/?mode=lite');
    await motionReady(page, 'reduced');
    await readAct(page, 'tokenomics');
    await expect(poster(page)).toHaveAttribute('src', /tokenomics-/);
    await expect(poster(page)).toHaveCSS('transition-duration', '0s');
    await expect(poster(page)).toHaveCSS('opacity', '1');
  });
});

test('asked, in lite, the Chancellor answers with the next meme law, announced politely, and the bubble goes after a while', async ({ page }) => {
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?mode=lite');
  // The page at rest before the click (goto has waited for React): the motion code attaches after
  // the load and a late font re-lays the text, and either can move the button under the pointer.
  await motionReady(page);
  await page.evaluate(() => document.fonts.ready);
  const ask = page.getByRole('button', { name: companionCopy.ask });
  const bubble = page.locator('.companion-talk__bubble');
  await expect(bubble).toHaveAttribute('role', 'status');
  await expect(bubble).toBeEmpty();
  await ask.click();
  await expect(bubble).toContainText(companionCopy.answer);
  const first = (await bubble.textContent())!.replace(companionCopy.answer, '').trim();
  const at = memeLaws.items.indexOf(first as (typeof memeLaws.items)[number]);
  expect(at).toBeGreaterThanOrEqual(0);
  await ask.click();
  await expect(bubble).toContainText(memeLaws.items[(at + 1) % memeLaws.items.length]!);
  // Nothing it says is covered, and it covers no part of the page's text.
  await expect(bubble).toBeInViewport({ ratio: 1 });
  await page.clock.runFor(companionCopy.answerMs + 100);
  await expect(bubble).toBeEmpty();
});

test('switching between lite and the live stage moves nothing on the page', async ({ page }) => {
  // The scene itself is refused: this is about the layout, which must not depend on it.
  await page.route(/\/assets\/SceneCanvas-[^/]+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export default function Scene() { return null; }' }));
  const places = () =>
    page.evaluate(() =>
      ['#hero-title', '.hero__stats', '#about h2', '#tokenomics .counters', '#roadmap ol', '#cabinet .ministers', '.companion', '.companion__slot', '.companion-talk__ask'].map((selector) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return `${selector} ${Math.round(r.x)},${Math.round(r.y + window.scrollY)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      }),
    );
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/?mode=lite');
    await motionReady(page);
    await page.evaluate(() => (document.documentElement.dataset.laidOut = ''));
    const lite = await places();
    await page.goto('/?mode=full');
    await motionReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'full');
    await page.evaluate(() => (document.documentElement.dataset.laidOut = ''));
    expect(await places(), `${viewport.width} px`).toEqual(lite);
  }
});
