/**
 * The profile picture, drawn on a 2D canvas at its size (a square), the same way for the preview
 * and for the file: the backdrop, the character's head and shoulders cut from its picture
 * (lib/avatarCrop), and an optional badge, a pill low in the middle. Chat apps show the square
 * as the circle inscribed in it: the head and the badge stay inside it. The circle itself is
 * never drawn here (the preview lays it over the canvas), so the file has none.
 */
import type { BackdropId } from '../../../content/memeChoices';
import { ui } from '../../../theme/palette';
import { frameCrop, standCrop, type SolidMask, type Square } from '../lib/avatarCrop';
import { fitText } from '../lib/memeLayout';
import { textDirection } from '../lib/memeText';
import { drawBackdrop, rgba, type Ctx, type SetLook } from './backdrops';
import { MEME_FONT, pngOf, type Picture } from './compose';

export interface AvatarDesign {
  /** Its side, in pixels. */
  size: number;
  backdrop: BackdropId;
  set: SetLook;
  picture: Picture | null;
  /** The badge's words, already cleaned; empty draws none. */
  badge: string;
}

/** The copy the head is found on: this many pixels wide (the picture's own proportions). */
const PROBE_WIDTH = 128;
/** Solid: more than half opaque (the glow round him and the light on the floor are fainter). */
const SOLID_ALPHA = 128;
/** The badge, in shares of the side: its middle's height, its height, and its room from the circle. */
const BADGE = { middle: 0.8, height: 0.12, inset: 0.035 };

/** Where each picture is cut, found once: the preview draws again at every keystroke. */
const crops = new WeakMap<ImageBitmap, Square>();

function maskOf(image: ImageBitmap): SolidMask | null {
  const width = PROBE_WIDTH;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(image, 0, 0, width, height);
  const alpha = ctx.getImageData(0, 0, width, height).data;
  const solid = new Uint8Array(width * height);
  for (let i = 0; i < solid.length; i++) solid[i] = alpha[i * 4 + 3]! >= SOLID_ALPHA ? 1 : 0;
  return { width, height, solid };
}

/** The square of `picture` the profile picture shows, in the picture's pixels. */
function cropOf(picture: Picture): Square {
  const known = crops.get(picture.image);
  if (known) return known;
  const mask = picture.fit === 'stand' ? maskOf(picture.image) : null;
  let crop = frameCrop(picture.width, picture.height);
  if (mask) {
    const k = picture.width / mask.width;
    const square = standCrop(mask);
    crop = { x: square.x * k, y: square.y * k, side: square.side * k };
  }
  crops.set(picture.image, crop);
  return crop;
}

function drawFigure(ctx: Ctx, picture: Picture, size: number) {
  // A picture already given back (replaced while a file was being made) draws nothing.
  if (picture.image.width === 0) return;
  const crop = cropOf(picture);
  const k = size / crop.side;
  // The whole picture through the square: what lies outside the canvas is cut off by it.
  ctx.drawImage(picture.image, -crop.x * k, -crop.y * k, picture.width * k, picture.height * k);
}

/** The badge: white capitals on a ballot-red pill, as wide as its words, within the circle's chord. */
function drawBadge(ctx: Ctx, size: number, text: string) {
  if (text.trim() === '') return;
  const r = size / 2;
  const height = size * BADGE.height;
  const middle = size * BADGE.middle;
  // The widest the pill may be: the circle's width at the pill's lower edge, less some room.
  const below = middle + height / 2 - r;
  const room = 2 * Math.sqrt(r * r - below * below) - size * BADGE.inset * 2;
  const padX = height * 0.45;
  const label = text.toLocaleUpperCase();
  const maxSize = height * 0.6;
  // One line: at the smallest size two lines still do not fit the pill's height.
  const fit = fitText(label, { width: room - padX * 2, height: maxSize }, { maxSize, minSize: maxSize * 0.55, lineHeight: 1 }, (line, s) => {
    ctx.font = `700 ${s}px ${MEME_FONT}`;
    return ctx.measureText(line).width;
  });
  const line = fit.lines[0] ?? '';
  ctx.save();
  ctx.font = `700 ${fit.size}px ${MEME_FONT}`;
  const width = Math.min(room, ctx.measureText(line).width + padX * 2);
  const x = r - width / 2;
  const y = middle - height / 2;
  ctx.shadowColor = rgba(ui.navy950, 0.6);
  ctx.shadowBlur = size * 0.03;
  ctx.fillStyle = ui.red;
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, height / 2);
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.strokeStyle = rgba(ui.white, 0.85);
  ctx.lineWidth = Math.max(1, size * 0.006);
  ctx.stroke();
  ctx.fillStyle = ui.white;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Hebrew and Arabic run right to left, as the field shows them.
  ctx.direction = textDirection(text);
  ctx.fillText(line, r, middle);
  ctx.restore();
}

/** Draws the profile picture over the whole of `ctx`'s canvas (sized to it by the caller). */
export function drawAvatar(ctx: Ctx, avatar: AvatarDesign) {
  const { size } = avatar;
  ctx.clearRect(0, 0, size, size);
  drawBackdrop(ctx, avatar.backdrop, size, size, avatar.set, MEME_FONT);
  if (avatar.picture) drawFigure(ctx, avatar.picture, size);
  drawBadge(ctx, size, avatar.badge);
}

/** The profile picture as a PNG. */
export const avatarPng = (avatar: AvatarDesign): Promise<Blob> => pngOf(avatar.size, avatar.size, (ctx) => drawAvatar(ctx, avatar));
