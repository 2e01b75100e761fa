import { readdirSync } from 'node:fs';
import { axeViolations, expect, test } from './fixtures';

// "See the Chancellor in your room", where no WebGL is drawn: the files behind it, and a browser
// that cannot draw in 3D at all. (The viewer itself, drawing, is tested in the scene project.)

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
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return /webgl/.test(type) ? null : (getContext as (this: HTMLCanvasElement, ...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
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
