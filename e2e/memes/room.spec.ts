import { readdirSync } from 'node:fs';
import { pageWebgl } from '../device';
import { throttle } from '../journey';
import { axeViolations, expect, test } from '../fixtures';

// "See the Chancellor in your room", where no WebGL is drawn: the files behind it, a browser that
// cannot draw in 3D at all, and an app's own browser (which needs no 3D to be sent to the phone's own).
// The viewer drawing, and the hand-overs to AR, are tested in the scene project.

const TELEGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.0.0 Mobile Safari/537.36 Telegram-Android/11.5.3 (Google Pixel 8; Android 14; SDK 34; AVERAGE)';

test('the AR files behind it are served with their types: a plain GLB, and a USDZ whose first file is its model', async ({ request }) => {
  const files = readdirSync('dist/assets');
  const glb = files.find((f) => /^chancellor-room-.+\.glb$/.test(f))!;
  const usdz = files.find((f) => f.endsWith('.usdz'))!;
  const model = await request.get(`/assets/${glb}`);
  expect(model.headers()['content-type']).toBe('model/gltf-binary');
  expect((await model.body()).subarray(0, 4).toString('latin1')).toBe('glTF');
  const quickLook = await request.get(`/assets/${usdz}`);
  expect(quickLook.headers()['content-type']).toBe('model/vnd.usdz+zip');
  const zip = await quickLook.body();
  expect(zip.readUInt32LE(0), 'a zip').toBe(0x04034b50);
  const name = zip.subarray(30, 30 + zip.readUInt16LE(26)).toString('utf8');
  expect(name).toMatch(/\.usd[ac]$/);
});

test.describe('a browser that cannot draw in 3D', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('says so in the view, keeps the QR code to a phone, and logs no error', async ({ page, baseURL }) => {
    await pageWebgl(page, { refuse: true });
    const models: string[] = [];
    page.on('request', (r) => /\.(glb|usdz)$/.test(r.url()) && models.push(r.url()));
    await page.goto('/memes?mode=lite&view=room');
    const dialog = page.getByRole('dialog', { name: 'Chancellor Chip, in your room' });
    await expect(dialog.getByText('This browser cannot draw in 3D, so he cannot be shown here.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `QR code linking to ${baseURL}/memes?view=room` })).toBeVisible();
    await expect(page.locator('model-viewer')).toHaveCount(0);
    expect(models).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('in an app’s own browser', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, userAgent: TELEGRAM, permissions: ['clipboard-read', 'clipboard-write'] });

  test('Telegram’s browser is told AR opens in Chrome, with a link there and one to copy (a slow phone, 8× CPU, arriving at the home page’s view)', async ({ page, baseURL }) => {
    await pageWebgl(page, { refuse: true });
    await page.goto('/?mode=lite');
    await throttle(page, 8);
    await page.goto('/?mode=lite&view=room');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Telegram’s own browser cannot open AR');
    await expect(dialog.getByRole('link', { name: 'Open in Chrome' })).toHaveAttribute('href', `intent://${new URL(baseURL!).host}/?view=room#Intent;scheme=http;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(`${baseURL}/?view=room`)};end`);
    await dialog.getByRole('button', { name: 'Copy the link' }).tap();
    await expect(dialog.getByText('Link copied. Paste it into your browser.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?view=room`);
  });
});

test.describe('a tab open across a deploy', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

  test('the view’s chunk gone: the page reloads once into the open view, and if it is still gone, says so, with the button to try again', async ({ page }) => {
    await page.route(/\/assets\/RoomView-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/memes?mode=lite');
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('button', { name: 'See the Chancellor in your room' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'He could not be loaded. Check the connection and try again.' })).toBeVisible();
    expect(loads, 'one reload, then no more').toBe(1);
    await expect(page).toHaveURL(/[?&]view=room$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
