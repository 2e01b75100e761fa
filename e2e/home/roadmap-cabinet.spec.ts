import { MOMENTS } from '../../src/content/moments';
import { cabinet } from '../../src/content/cabinet';
import { roadmap } from '../../src/content/roadmap';
import { expect, motionReady, scrollThrough, test } from '../fixtures';

const badgeColours = (page: import('@playwright/test').Page, scope: string) =>
  page.locator(`${scope} .badge`).evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));

// One load of the page, checked part by part.
test('roadmap and cabinet: phases, statuses, progress and ministers, as written', async ({ page }) => {
  await page.goto('/');
  await test.step('roadmap: four phases alternating sides with the four statuses', async () => {
    const phases = page.locator('#roadmap ol.timeline > li');
    await expect(phases).toHaveCount(4);
    await expect(page.locator('#roadmap .badge')).toHaveText(['Completed', 'In Progress', 'Upcoming', 'Future']);
    // Sides of the timeline's own spine (the act keeps a column beside it for the Chancellor on wide screens).
    const sides = await phases.evaluateAll((els) => {
      const line = els[0]!.parentElement!.getBoundingClientRect();
      return els.map((el) => (el.getBoundingClientRect().left < line.left + line.width / 2 - 40 ? 'left' : 'right'));
    });
    expect(sides).toEqual(roadmap.phases.map((p) => p.side));
    expect(sides).toEqual(['left', 'right', 'left', 'right']);
  });
  await test.step('roadmap: only In Progress has a progress bar, at 73%', async () => {
    const bars = page.locator('#roadmap').getByRole('progressbar');
    await expect(bars).toHaveCount(1);
    await expect(bars).toHaveAttribute('aria-valuenow', '73');
    const owner = page.locator('#roadmap ol.timeline > li').filter({ has: page.getByRole('progressbar') });
    await expect(owner.locator('.badge')).toHaveText('In Progress');
    await expect(owner).toContainText('73%');
    const fill = await owner.locator('.progress__fill').evaluate((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width);
    expect(fill).toBeCloseTo(0.73, 2);
  });
  await test.step('roadmap badge colours are distinct', async () => {
    const colours = await badgeColours(page, '#roadmap');
    expect(new Set(colours).size).toBe(4);
  });
  await test.step('cabinet: four ministers with every field and distinct status colours', async () => {
    const cards = page.locator('#cabinet ul.ministers > li');
    await expect(cards).toHaveCount(4);
    for (const [i, m] of cabinet.ministers.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(m.name);
      for (const text of [m.title, m.department, m.corruption, m.speciality, m.status, m.quote]) {
        await expect(card).toContainText(text);
      }
      const img = card.getByRole('img');
      await expect(img).toHaveAttribute('alt', m.imageAlt);
      await expect(img).toHaveAttribute('src', `/posters/minister-${m.id}.webp`);
    }
    await expect(page.locator('#cabinet .badge')).toHaveText(['ACTIVE', 'ONLINE', 'GLITCHED', 'MALFUNCTIONING']);
    expect(new Set(await badgeColours(page, '#cabinet')).size).toBe(4);
  });
});

test('roadmap cards animate in once 30% visible', async ({ page }) => {
  await page.goto('/');
  await motionReady(page);
  const last = page.locator('#roadmap ol.timeline > li').last();
  await expect(last).toHaveAttribute('data-reveal', 'pending');
  expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  // 20% of the card in view is not enough. Checked once the browser has reported that much of it in
  // view to an observer of the test's own (with the page's thresholds), and the frame after: the
  // page's observer has had the same report by then.
  const ratio = await last.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            const entry = entries.at(-1)!;
            if (!entry.isIntersecting) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(entry.intersectionRatio)));
          },
          { threshold: [0, 0.3] },
        );
        observer.observe(el);
        const r = el.getBoundingClientRect();
        // Instant: a smooth scroll (the page's CSS) would report every step on its way.
        window.scrollBy({ top: r.top - window.innerHeight + r.height * 0.2, behavior: 'instant' });
      }),
  );
  expect(ratio).toBeGreaterThan(0.1);
  expect(ratio).toBeLessThan(0.3);
  await expect(last).toHaveAttribute('data-reveal', 'pending');
  await last.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.top - window.innerHeight + r.height * 0.45);
  });
  await expect(last).toHaveAttribute('data-reveal', 'in');
  await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('the posters load, WebP at exactly the size the markup reserves: each moment as the reader reaches it, and each minister', async ({ page }) => {
  await page.goto('/?mode=lite');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'ready');
  await scrollThrough(page); // the companion shows each moment's still as its part is read
  const loaded = async () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/posters/')));
  await expect
    .poll(async () => [...new Set(await loaded())].sort())
    .toEqual([...MOMENTS.map((m) => `/posters/${m}-column.webp`), ...cabinet.ministers.map((m) => `/posters/minister-${m.id}.webp`)].sort());
  // Each picture at the size its markup reserves.
  const images = page.locator('[data-slot="companion"] img, .minister img');
  await expect(images).toHaveCount(1 + 4);
  const sizes = await images.evaluateAll((els) =>
    Promise.all(
      (els as HTMLImageElement[]).map(async (e) => {
        await e.decode().catch(() => {});
        return { src: e.getAttribute('src'), natural: `${e.naturalWidth}x${e.naturalHeight}`, attrs: `${e.getAttribute('width')}x${e.getAttribute('height')}` };
      }),
    ),
  );
  for (const s of sizes) {
    expect(s.src).toMatch(/^\/posters\/.+\.webp$/);
    expect(s.natural, s.src ?? '').toBe(s.attrs);
  }
});
