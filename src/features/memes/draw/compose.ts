/**
 * One meme, drawn on a 2D canvas at its size, the same way for the preview and for the file:
 * the ground, the character, the words, the satire mark. The character comes as a picture
 * (picture.ts): the scene's portrait or a transparent still stands on the ground; a minister's
 * still, which has a backdrop of its own, hangs on it as a framed screen.
 */
import type { CaptionStyle } from '../../../content/memeCaption';
import type { BackdropId } from '../../../content/memeChoices';
import { ui } from '../../../theme/palette';
import { drawBackdrop, rgba, type Ctx, type SetLook } from './backdrops';
import { pngFile } from './png';
import { drawClassic, drawLaw, drawMark } from './captions';

/**
 * The headline face, then faces that have what Oswald lacks: the browser takes each character
 * from the first that has it (Cyrillic, Arabic, CJK, emoji from the system's fonts).
 */
export const MEME_FONT = "Oswald, 'Oswald Fallback Narrow', 'Arial Narrow', system-ui, 'Noto Sans', 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif";

/** The headline face as a canvas asks the page's fonts for it: a file waits for it to arrive. */
export const HEADLINE_FACE = '700 64px Oswald';

/** A part of a picture, in shares of its width and height. */
export interface PictureArea {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Picture {
  /** Which character, pose and shape it shows (picture.ts's pictureKey). */
  key: string;
  image: ImageBitmap;
  width: number;
  height: number;
  /** Drawn by the 3D scene for this picture, or a still picture from public/posters. */
  source: 'scene' | 'poster';
  /** On a transparent ground (stands on the backdrop), or with a backdrop of its own (framed). */
  fit: 'stand' | 'frame';
  /** Where the figure is (round its solid pixels), for one that stands. */
  solid: PictureArea | null;
}

/** Everything one meme is drawn from: its size, ground, character and words. */
export interface MemeDesign {
  width: number;
  height: number;
  backdrop: BackdropId;
  set: SetLook;
  picture: Picture | null;
  style: CaptionStyle;
  top: string;
  bottom: string;
  law: { label: string; text: string };
  mark: string;
}

/** What drawing a character needs: the image (a picture's, or a clip's frame of it) and how it stands. */
export type Placed = Pick<Picture, 'width' | 'height' | 'fit' | 'solid'> & { image: ImageBitmap | OffscreenCanvas };

export function drawPicture(ctx: Ctx, picture: Placed, w: number, h: number) {
  const { image, width: iw, height: ih } = picture;
  // A picture already given back (replaced while a file was being made) draws nothing.
  if (image.width === 0) return;
  if (picture.fit === 'stand') {
    // The figure as large as the room between the words allows, centred, feet near the foot:
    // the scene's portrait and the still picture stand alike, whatever margins each has.
    const solid = picture.solid ?? { x: 0, y: 0, w: 1, h: 1 };
    const scale = Math.min((w * 0.84) / (solid.w * iw), (h * (w > h ? 0.8 : 0.76)) / (solid.h * ih));
    const x = w / 2 - (solid.x + solid.w / 2) * iw * scale;
    const y = h * 0.975 - (solid.y + solid.h) * ih * scale;
    ctx.drawImage(image, x, y, iw * scale, ih * scale);
    return;
  }
  const short = Math.min(w, h);
  const side = short * 0.72;
  const x = (w - side) / 2;
  const y = (h - side) / 2 + short * 0.02;
  const radius = side * 0.07;
  ctx.save();
  ctx.shadowColor = rgba(ui.neon, 0.55);
  ctx.shadowBlur = short * 0.05;
  ctx.fillStyle = ui.navy950;
  ctx.beginPath();
  ctx.roundRect(x, y, side, side, radius);
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.clip();
  ctx.drawImage(image, x, y, side, side);
  ctx.restore();
  ctx.strokeStyle = rgba(ui.neon, 0.7);
  ctx.lineWidth = short * 0.005;
  ctx.beginPath();
  ctx.roundRect(x, y, side, side, radius);
  ctx.stroke();
}

/** The meme's ground: its backdrop over the whole canvas. */
export function drawGround(ctx: Ctx, meme: MemeDesign) {
  ctx.clearRect(0, 0, meme.width, meme.height);
  drawBackdrop(ctx, meme.backdrop, meme.width, meme.height, meme.set, MEME_FONT);
}

/** The meme's words over what is drawn: the caption and the satire mark. */
export function drawWords(ctx: Ctx, meme: MemeDesign) {
  const { width: w, height: h } = meme;
  if (meme.style === 'law') drawLaw(ctx, w, h, meme.law.label, meme.law.text, MEME_FONT);
  else drawClassic(ctx, w, h, meme.top, meme.bottom, MEME_FONT);
  drawMark(ctx, w, h, meme.mark, MEME_FONT);
}

/** Draws `meme` over the whole of `ctx`'s canvas (sized to it by the caller). */
export function drawMeme(ctx: Ctx, meme: MemeDesign) {
  drawGround(ctx, meme);
  if (meme.picture) drawPicture(ctx, meme.picture, meme.width, meme.height);
  drawWords(ctx, meme);
}

/** A picture `width` × `height` that `draw` makes, as a PNG, drawn afresh on a canvas of its own. */
export function pngOf(width: number, height: number, draw: (ctx: CanvasRenderingContext2D) => void): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('no 2D canvas'));
  draw(ctx);
  return pngFile(canvas);
}

/** The meme as a PNG. */
export const memePng = (meme: MemeDesign): Promise<Blob> => pngOf(meme.width, meme.height, (ctx) => drawMeme(ctx, meme));
