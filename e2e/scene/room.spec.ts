import type { Page } from '@playwright/test';
import { axeViolations, expect, motionReady, test } from '../fixtures';

// "See the Chancellor in your room": Google's model-viewer with the build's AR copies of his model.
// In the scene project, since the viewer draws with WebGL (one software renderer at a time); in lite
// mode (the automatic choice on this machine's software renderer, or asked for), so the viewer is the
// page's only one; with reduced motion, so it draws once and then holds still.
const OPEN = 'See the Chancellor in your room';
const ROOM_FILES = /\/assets\/(RoomView-[^/]+\.js|chancellor-room-[^/?]+\.glb|chancellor-[^/?]+\.usdz)([?#].*)?$/;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

interface Viewer {
  loaded: boolean;
  toBlob(options: { idealAspect: boolean }): Promise<Blob>;
}

const viewerLoaded = (page: Page) => page.waitForFunction(() => (document.querySelector('model-viewer') as unknown as Viewer | null)?.loaded === true, null, { timeout: 60_000 });

/** The hand-over links model-viewer follows (Scene Viewer's intent, Quick Look's rel="ar"), recorded instead of followed. */
async function recordArLinks(page: Page) {
  await page.addInitScript(() => {
    const links: { href: string; rel: string }[] = [];
    Object.assign(window, { arLinks: links });
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      links.push({ href: this.href, rel: this.rel });
    };
  });
  return () => page.evaluate(() => (window as unknown as { arLinks: { href: string; rel: string }[] }).arLinks);
}

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

  test('nothing of the room is fetched before the button; pressed, he stands in a viewer beside a QR code, and Escape and Back leave', async ({ page, baseURL }) => {
    const asked: string[] = [];
    page.on('request', (r) => ROOM_FILES.test(r.url()) && asked.push(r.url()));
    // Arriving by the site's own link, in the automatic mode (lite here: a software renderer).
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Memes', exact: true }).click();
    await expect(page).toHaveURL(/\/memes$/);
    await motionReady(page, 'reduced');
    const open = page.getByRole('button', { name: OPEN });
    await expect(open).toBeVisible();
    expect(asked, 'the viewer and the model wait for the button').toEqual([]);

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Chancellor Chip, in your room' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]view=room$/);
    await viewerLoaded(page);
    const glb = asked.find((url) => new URL(url).pathname.endsWith('.glb'));
    expect(glb, 'the AR copy of the model, fetched on the press').toBeTruthy();
    expect(asked.some((url) => new URL(url).pathname.endsWith('.usdz')), 'a computer never fetches the Quick Look file').toBe(false);

    // He is drawn: a snapshot of the viewer (transparent around him) is a figure standing in its middle.
    const drawn = await page.evaluate(async () => {
      const blob = await (document.querySelector('model-viewer') as unknown as Viewer).toBlob({ idealAspect: false });
      const bitmap = await createImageBitmap(blob);
      const g = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const { data, width, height } = g.getImageData(0, 0, bitmap.width, bitmap.height);
      let figure = 0;
      let middle = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (data[(y * width + x) * 4 + 3]! < 200) continue;
          figure++;
          if (Math.abs(x - width / 2) < width / 8) middle++;
        }
      }
      return { share: figure / (width * height), middle: middle / Math.max(1, figure) };
    });
    expect(drawn.share).toBeGreaterThan(0.04);
    expect(drawn.middle).toBeGreaterThan(0.5);
    // Reduced motion: he neither turns on his own nor breathes.
    await expect(page.locator('model-viewer')).not.toHaveAttribute('auto-rotate');
    await expect(page.locator('model-viewer')).not.toHaveAttribute('autoplay');
    await expect(page.locator('model-viewer')).toHaveAttribute('alt', /Chancellor Chip/);
    // model-viewer's own stylesheet applies (adopted, not an inline <style>): without it the canvas
    // takes a size of its own and its picture spills over the dialog.
    await expect(page.locator('model-viewer')).toHaveCSS('contain', 'strict');
    const stage = (await page.locator('.room__stage').boundingBox())!;
    const canvases = (await Promise.all((await page.locator('model-viewer canvas').all()).map((c) => c.boundingBox()))).filter((box) => box !== null);
    expect(canvases.length, 'a canvas shows him').toBeGreaterThan(0);
    for (const box of canvases) {
      expect(box.x).toBeGreaterThanOrEqual(stage.x - 1);
      expect(box.y).toBeGreaterThanOrEqual(stage.y - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(stage.x + stage.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(stage.y + stage.height + 1);
    }

    // The QR code carries this view to a phone.
    await expect(dialog.getByRole('img', { name: `QR code linking to ${baseURL}/memes?view=room` })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The keyboard turns him (model-viewer's camera controls: the next stop after Close), then Escape
    // leaves, focus back on the button.
    await dialog.getByRole('button', { name: 'Close', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MODEL-VIEWER');
    const orbit = () => page.evaluate(() => (document.querySelector('model-viewer') as unknown as { getCameraOrbit(): { theta: number } }).getCameraOrbit().theta);
    const before = await orbit();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(orbit).not.toBe(before);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/memes$/);
    await expect(open).toBeFocused();

    // Back leaves it too; Forward brings it back, and Close.
    await open.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await page.goForward();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/memes$/);
  });
});

test.describe('on an Android phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: ANDROID, reducedMotion: 'reduce' });

  test('Android hands him to Scene Viewer by its intent, with the GLB’s own address (the address with a slash, a tap)', async ({ page, baseURL }) => {
    const links = await recordArLinks(page);
    await page.goto('/memes/?view=room');
    await expect(page).toHaveURL(/\/memes\?view=room$/);
    await page.getByRole('button', { name: 'Place him in your room' }).tap();
    await expect.poll(async () => (await links()).length).toBe(1);
    const [link] = await links();
    const glb = new URL(decodeURIComponent(/[?&]file=([^&#]+)/.exec(link!.href)![1]!));
    expect(link!.href).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.\d\?.*mode=ar_preferred.*#Intent;scheme=https;package=com\.google\.android\.googlequicksearchbox;action=android\.intent\.action\.VIEW;S\.browser_fallback_url=[^;]+;end;$/);
    expect(glb.origin).toBe(baseURL);
    expect(glb.pathname).toMatch(/^\/assets\/chancellor-room-[^/]+\.glb$/);
    // Scene Viewer names him, and offers the way back to this view.
    const params = new URLSearchParams(/\?([^#]*)/.exec(link!.href)![1]);
    expect(params.get('title')).toBe('Chancellor Chip');
    expect(params.get('link')).toBe(`${baseURL}/memes?view=room`);
    await expect(page.getByRole('dialog').getByText(/^Tap “Place him in your room” and point the phone at the floor/)).toBeVisible();
  });
});

test.describe('on an iPhone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: IPHONE, reducedMotion: 'reduce' });

  test('Quick Look gets the USDZ by a rel="ar" link, with this view to share', async ({ page, baseURL }) => {
    // Safari says links may be rel="ar"; Chromium does not.
    await page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports;
      DOMTokenList.prototype.supports = function (this: DOMTokenList, token: string) {
        return token === 'ar' || supports.call(this, token);
      };
    });
    const links = await recordArLinks(page);
    await page.goto('/memes?mode=lite&view=room');
    await page.getByRole('button', { name: 'Place him in your room' }).click();
    await expect.poll(async () => (await links()).length).toBe(1);
    const [link] = await links();
    expect(link!.rel).toBe('ar');
    expect(new URL(link!.href).pathname).toMatch(/^\/assets\/chancellor-[^/]+\.usdz$/);
    // Quick Look's share button shares this view's address, not the file.
    expect(new URLSearchParams(new URL(link!.href).hash.slice(1)).get('canonicalWebPageURL')).toBe(`${baseURL}/memes?view=room`);
  });
});
