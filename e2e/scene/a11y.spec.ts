import { axeViolations, expect, scrollThrough, test } from '../fixtures';
import { drawFrame } from '../scene';

// With the scene drawn behind the page: nothing it draws takes a role, the focus or a word from the DOM.
// At a phone's width, where the character stands beside the title; e2e/a11y.spec.ts runs both widths in lite.
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
    expect(await canvas.evaluate((el) => [getComputedStyle(el).pointerEvents, getComputedStyle(el).zIndex])).toEqual(['none', '-1']);
    // A click on the podium's place reaches the page, not the canvas.
    const box = (await page.locator('[data-slot="hero"]').boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('canvas') === null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toBe(true);
  });
}
