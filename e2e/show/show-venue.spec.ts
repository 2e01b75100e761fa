import { memeLaws } from '../../src/content/memeLaws';
import { show as showCopy } from '../../src/content/show';
import { EVENT_TEXT_MAX } from '../../src/features/show/lib/showState';
import { frozenFromStart } from '../clock';
import { expect, test } from '../fixtures';
import { fakeWakeLock, fitsScreen, law, openShow, showReady } from '../show';

// What venues ask of /stage beyond the show itself: clickers, the event's own words,
// a wake lock the operator can see and switch off, and a show that restarts itself.

test('clickers: Page Down / Page Up step, Home goes back to the first beat, B and . blank the screen and hold the show', async ({ page }) => {
  await frozenFromStart(page, '/stage?mode=lite', showReady(page));
  const blank = page.locator('.show__blank');
  await test.step('Page Down, Page Up, Home', async () => {
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect(law(page)).toHaveText(memeLaws.items[2]);
    await page.keyboard.press('PageUp');
    await expect(law(page)).toHaveText(memeLaws.items[1]);
    await page.keyboard.press('Home');
    await expect(law(page)).toHaveText(memeLaws.items[0]);
  });
  await test.step('B blanks to black and the show holds; B again brings it back and it goes on', async () => {
    await page.keyboard.press('b');
    await expect(blank).toBeVisible();
    await expect(blank).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    const box = await blank.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
    await expect(page.getByRole('status').filter({ hasText: showCopy.blanked })).toBeAttached();
    await page.clock.runFor(showCopy.beatMs * 3);
    await page.keyboard.press('B');
    await expect(blank).toHaveCount(0);
    await expect(law(page)).toHaveText(memeLaws.items[0]);
    await page.clock.runFor(showCopy.beatMs + 100);
    await expect(law(page)).toHaveText(memeLaws.items[1]);
  });
  await test.step('"." blanks too', async () => {
    await page.keyboard.press('.');
    await expect(blank).toBeVisible();
    await page.keyboard.press('.');
    await expect(blank).toHaveCount(0);
  });
  await test.step('the help lists every clicker key', async () => {
    await page.keyboard.press('h');
    const help = page.getByRole('dialog');
    for (const key of ['Page Down', 'Page Up', 'Home', 'B', '.', 'F5', 'Esc']) await expect(help.locator('kbd').getByText(key, { exact: true })).toHaveCount(1);
  });
});

test("a clicker's slideshow button: F5 goes back to the first beat, never a reload; Esc closes the help and keeps full screen, and leaves it only with the help closed", async ({ page }) => {
  // Counts what the page asks of the browser: keyboard locks, and exits from full screen.
  await page.addInitScript(() => {
    const w = window as unknown as { __locks: string[][]; __exits: number };
    w.__locks = [];
    w.__exits = 0;
    const keyboard = (navigator as Navigator & { keyboard?: { lock: (codes: string[]) => Promise<void> } }).keyboard;
    if (keyboard) {
      const lock = keyboard.lock.bind(keyboard);
      keyboard.lock = (codes) => (w.__locks.push(codes), lock(codes));
    }
    const exit = Document.prototype.exitFullscreen;
    Document.prototype.exitFullscreen = function () {
      w.__exits++;
      return exit.call(this);
    };
  });
  const asked = () =>
    page.evaluate(() => {
      const w = window as unknown as { __locks: string[][]; __exits: number };
      return { locks: w.__locks, exits: w.__exits };
    });
  const fullscreen = () => page.evaluate(() => document.fullscreenElement?.tagName ?? null);
  await frozenFromStart(page, '/stage?mode=lite', showReady(page));

  await test.step('F5 goes back to the first beat and the browser is told not to reload', async () => {
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await expect(law(page)).toHaveText(memeLaws.items[2]);
    // Heard after the show's own listener: whether it kept the browser from reloading.
    await page.evaluate(() => addEventListener('keydown', (e) => e.key === 'F5' && ((window as unknown as { __f5: boolean }).__f5 = e.defaultPrevented)));
    await page.keyboard.press('F5');
    await expect(law(page)).toHaveText(memeLaws.items[0]);
    expect(await page.evaluate(() => (window as unknown as { __f5?: boolean }).__f5)).toBe(true);
  });

  await test.step('full screen holds Escape for the show', async () => {
    await page.keyboard.press('f');
    await expect.poll(fullscreen).toBe('HTML');
    await expect.poll(async () => (await asked()).locks).toEqual([['Escape']]);
  });

  await test.step('Esc with the help open closes the help and stays in full screen', async () => {
    await page.keyboard.press('h');
    const help = page.getByRole('dialog');
    await expect(help).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    expect((await asked()).exits).toBe(0);
    expect(await fullscreen()).toBe('HTML');
  });

  await test.step('Esc with the help closed leaves full screen', async () => {
    await page.keyboard.press('Escape');
    await expect.poll(fullscreen).toBeNull();
    expect((await asked()).exits).toBe(1);
  });
});

test.describe('the event line (?event=)', () => {
  test('is shown as text: markup shows literally, nothing is parsed', async ({ page }) => {
    const raw = '<b>Booth 12</b> · Hall B <img src=x onerror=alert(1)>';
    await openShow(page, `/stage?mode=lite&event=${encodeURIComponent(raw)}`);
    const line = page.locator('.show__event');
    await expect(line).toHaveText(raw);
    await expect(line.locator('*')).toHaveCount(0);
  });

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1080, height: 1920 },
    { width: 360, height: 640 },
  ]) {
    test(`a long line is cut to ${EVENT_TEXT_MAX} characters with an ellipsis and fits at ${size.width}×${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      const raw = 'Hall B, Booth 12: the Chancellor takes questions from the floor every hour on the hour, until the batteries run out';
      await openShow(page, `/stage?mode=lite&event=${encodeURIComponent(raw)}`);
      const text = await page.locator('.show__event').innerText();
      expect(Array.from(text)).toHaveLength(EVENT_TEXT_MAX);
      expect(text.endsWith('…')).toBe(true);
      expect(raw.startsWith(text.slice(0, -1))).toBe(true);
      await fitsScreen(page);
    });
  }
});

test.describe('wake lock status', () => {
  test('?wake=off asks for no lock, and the help says so', async ({ page }) => {
    const { requests } = await fakeWakeLock(page);
    await openShow(page, '/stage?mode=lite&wake=off');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('h');
    await expect(page.getByRole('dialog')).toContainText(showCopy.wake['switched-off']);
    expect(await requests()).toBe(0);
  });

  test('a refused lock says why and is asked for again on presenter input', async ({ page }) => {
    const { requests } = await fakeWakeLock(page, { refuse: 'Battery saver is on' });
    // Time stands still from before the page loads: the back-off's retry cannot ask, only the key press can.
    await frozenFromStart(page, '/stage?mode=lite', showReady(page));
    await expect.poll(requests).toBe(1);
    await page.keyboard.press('h');
    await expect(page.getByRole('dialog')).toContainText(showCopy.wake.refused);
    await expect.poll(requests).toBe(2);
  });

  test('a lock the system releases while the show is on screen is asked for again after a short back-off', async ({ page }) => {
    const { requests, releaseAll } = await fakeWakeLock(page);
    await frozenFromStart(page, '/stage?mode=lite', showReady(page));
    await expect.poll(requests).toBe(1);
    await page.keyboard.press('h'); // the lock is held: the key asks for nothing
    const help = page.getByRole('dialog');
    await expect(help).toContainText(showCopy.wake.on);
    await releaseAll(); // battery saver takes the lock back while the page stays visible
    await expect(help).toContainText(showCopy.wake.released);
    expect(await requests()).toBe(1);
    await page.clock.runFor(2100);
    await expect.poll(requests).toBe(2);
    await expect(help).toContainText(showCopy.wake.on);
  });
});

test.describe('self-healing', () => {
  // One pattern: Playwright reads a second array element as the fixture's options.
  test.use({ allowedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test('a show whose chunk fails restarts itself once, resumes at its beat, and reports the reload in the help', async ({ page }) => {
    await openShow(page, '/stage?mode=lite');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(law(page)).toHaveText(memeLaws.items[3]);

    // The venue's network drops the show's chunk on the next load (or a deploy removed it); it is
    // back by the time the page reloads itself.
    let documents = 0;
    let aborted = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents++;
    });
    await page.route('**/assets/Show-*.js*', (route) => (documents < 2 ? (aborted++, route.abort('internetdisconnected')) : route.continue()));
    await page.reload();
    await expect.poll(() => documents, { timeout: 15_000 }).toBe(2);
    await showReady(page).waitFor({ state: 'attached' });
    expect(aborted).toBeGreaterThan(0);
    await expect(law(page)).toHaveText(memeLaws.items[3]);
    await page.keyboard.press('h');
    await expect(page.getByRole('dialog')).toContainText(/Reloaded itself once; last reason: .+/);
  });

  test('a show whose entry script fails on the first load reloads itself and runs, its keys and beats working', async ({ page }) => {
    // The venue's network drops the app's entry script once, on the screen's very first load: the
    // page has only its prerendered first beat, and no React to recover with.
    let documents = 0;
    let aborted = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents++;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => (aborted++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    await openShow(page, '/stage?mode=lite');
    expect(aborted).toBe(2);
    expect(documents).toBe(2);
    const first = await law(page).innerText();
    await page.keyboard.press('ArrowRight');
    await expect(law(page)).not.toHaveText(first);
  });
});
