import { axeViolations, expect, scrollThrough, test } from '../fixtures';
import { drawFrame } from '../scene';

// With the scene drawn: nothing it draws takes a role, the focus or a word from the DOM. At a phone's
// width, where the companion's band lies over the page; e2e/a11y.spec.ts runs both widths in lite, and
// e2e/scene/companion.spec.ts both widths with the scene on.
for (const width of [390]) {
  test(`axe with the scene on, at ${width} px: no WCAG 2.1 AA violations; the canvas is hidden from assistive tech and the pointer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/?mode=full&debug=frozen');
    await drawFrame(page);
    await scrollThrough(page);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await drawFrame(page);
    expect(await axeViolations(page)).toEqual([]);
    const canvas = page.locator('.scene-canvas');
    await expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(await canvas.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    // A tap on the companion's band reaches the band (never the canvas, nor a link hidden beneath it);
    // its one control is pressable.
    const box = (await page.locator('.companion').boundingBox())!;
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.companion') !== null, { x: box.x + box.width * 0.7, y: box.y + box.height / 2 });
    expect(hit).toBe(true);
    const ask = (await page.getByRole('button', { name: 'Ask the Chancellor' }).boundingBox())!;
    const onAsk = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: ask.x + ask.width / 2, y: ask.y + ask.height / 2 });
    expect(onAsk).toBe('Ask the Chancellor');
  });
}
