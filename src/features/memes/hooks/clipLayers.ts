import { drawGround, drawWords, HEADLINE_FACE, type MemeDesign } from '../draw/compose';
import type { ClipSpec } from '../lib/clipPlan';

/** The ground and the words at the clip's size, each as a bitmap to hand over. */
export async function clipLayers(meme: MemeDesign, spec: ClipSpec): Promise<[ImageBitmap, ImageBitmap]> {
  await document.fonts.load(HEADLINE_FACE).catch(() => []);
  const sized = { ...meme, width: spec.width, height: spec.height, picture: null };
  const canvas = new OffscreenCanvas(spec.width, spec.height);
  const ctx = canvas.getContext('2d')!;
  drawGround(ctx, sized);
  const ground = canvas.transferToImageBitmap();
  drawWords(ctx, sized);
  return [ground, canvas.transferToImageBitmap()];
}
