/**
 * The grounds a meme's character stands on, drawn on a 2D canvas at the picture's size in the
 * campaign's colours (theme/palette): navy with a glow and scan lines, a ballot-red sunburst,
 * a neon circuit board, or the moment's stage set (curtains, a screen with its words, a lit floor).
 */
import type { BackdropId } from '../../../content/memeChoices';
import { rgbOf, ui } from '../../../theme/palette';

/** A page canvas (preview, PNG) or an OffscreenCanvas (a clip's frames, in its worker). */
export type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A palette colour at `alpha`. */
export const rgba = (hex: string, alpha: number) => `rgb(${rgbOf(hex).join(' ')} / ${alpha})`;

/** The moment's set: its light and the words on its screen. */
export interface SetLook {
  accent: string;
  screen: string;
}

/** A soft light round (x, y), over the picture: only the square it reaches is filled. */
function glow(ctx: Ctx, x: number, y: number, radius: number, colour: string, alpha: number) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, rgba(colour, alpha));
  g.addColorStop(1, rgba(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

function scanLines(ctx: Ctx, w: number, h: number, unit: number) {
  ctx.fillStyle = rgba(ui.white, 0.035);
  const step = Math.max(3, 5 * unit);
  for (let y = 0; y < h; y += step) ctx.fillRect(0, y, w, Math.max(1, 2 * unit));
}

function navy(ctx: Ctx, w: number, h: number, unit: number) {
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, ui.navy700);
  g.addColorStop(1, ui.navy950);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  glow(ctx, w / 2, h * 0.42, Math.max(w, h) * 0.62, ui.neon, 0.22);
  glow(ctx, w, h, Math.max(w, h) * 0.5, ui.red, 0.28);
  scanLines(ctx, w, h, unit);
}

function sunburst(ctx: Ctx, w: number, h: number) {
  ctx.fillStyle = ui.redDeep;
  ctx.fillRect(0, 0, w, h);
  const cx = w / 2;
  const cy = h * 0.6;
  const reach = Math.hypot(w, h);
  const rays = 28;
  ctx.fillStyle = ui.red;
  for (let i = 0; i < rays; i += 2) {
    const a = (i / rays) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, reach, a, a + (Math.PI * 2) / rays);
    ctx.closePath();
    ctx.fill();
  }
  glow(ctx, cx, cy, Math.min(w, h) * 0.5, ui.redBright, 0.7);
  const v = ctx.createRadialGradient(cx, cy, Math.min(w, h) * 0.35, cx, cy, reach * 0.6);
  v.addColorStop(0, rgba(ui.navy950, 0));
  v.addColorStop(1, rgba(ui.navy950, 0.6));
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, w, h);
}

/** A fixed board: the same traces on every picture (no randomness, so two exports match). */
function circuit(ctx: Ctx, w: number, h: number, unit: number) {
  ctx.fillStyle = ui.navy950;
  ctx.fillRect(0, 0, w, h);
  const cell = 54 * unit;
  ctx.strokeStyle = rgba(ui.periwinkle, 0.12);
  ctx.lineWidth = Math.max(1, 1.5 * unit);
  ctx.beginPath();
  for (let x = cell / 2; x < w; x += cell) ctx.rect(x, -1, 0, h + 2);
  for (let y = cell / 2; y < h; y += cell) ctx.rect(-1, y, w + 2, 0);
  ctx.stroke();
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  ctx.lineWidth = 3 * unit;
  ctx.lineJoin = 'round';
  for (let i = 0; i < 26; i++) {
    const colour = i % 5 === 0 ? ui.red : ui.neon;
    let x = Math.floor(next() * (w / cell)) * cell + cell / 2;
    let y = Math.floor(next() * (h / cell)) * cell + cell / 2;
    ctx.strokeStyle = rgba(colour, 0.5);
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let step = 0; step < 4; step++) {
      const run = (1 + Math.floor(next() * 3)) * cell;
      const dir = Math.floor(next() * 4);
      x += dir === 0 ? run : dir === 1 ? -run : 0;
      y += dir === 2 ? run : dir === 3 ? -run : 0;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.fillStyle = rgba(colour, 0.85);
    ctx.beginPath();
    ctx.arc(x, y, 6 * unit, 0, Math.PI * 2);
    ctx.fill();
  }
  glow(ctx, w / 2, h * 0.5, Math.max(w, h) * 0.55, ui.neon, 0.2);
}

function curtain(ctx: Ctx, x: number, width: number, h: number, unit: number) {
  const g = ctx.createLinearGradient(x, 0, x + width, 0);
  for (let i = 0; i <= 6; i++) g.addColorStop(i / 6, i % 2 ? ui.redDeep : ui.red);
  ctx.fillStyle = g;
  ctx.fillRect(x, 0, width, h);
  ctx.fillStyle = rgba(ui.navy950, 0.35);
  ctx.fillRect(x, 0, width, 10 * unit);
}

/** The stage of the moment: wall, curtains, a screen with the set's words, a lit floor. */
function stageSet(ctx: Ctx, w: number, h: number, unit: number, set: SetLook, family: string) {
  const wall = ctx.createLinearGradient(0, 0, 0, h);
  wall.addColorStop(0, ui.navy800);
  wall.addColorStop(1, ui.navy950);
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, w, h);
  glow(ctx, w / 2, 0, h * 0.9, set.accent, 0.25);
  // The screen behind him, its words in the set's light.
  const sw = w * 0.8;
  const sh = h * 0.26;
  const sx = (w - sw) / 2;
  const sy = h * 0.2;
  ctx.fillStyle = rgba(ui.navy950, 0.85);
  ctx.strokeStyle = rgba(set.accent, 0.7);
  ctx.lineWidth = 4 * unit;
  ctx.beginPath();
  ctx.roundRect(sx, sy, sw, sh, 18 * unit);
  ctx.fill();
  ctx.stroke();
  let size = sh * 0.62;
  ctx.font = `700 ${size}px ${family}`;
  const width = ctx.measureText(set.screen).width;
  if (width > sw * 0.88) size *= (sw * 0.88) / width;
  ctx.font = `700 ${size}px ${family}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = set.accent;
  ctx.shadowColor = set.accent;
  ctx.shadowBlur = 28 * unit;
  ctx.fillText(set.screen, w / 2, sy + sh / 2);
  ctx.shadowBlur = 0;
  // The floor, and the pool of light he stands in.
  const floorY = h * 0.8;
  const floor = ctx.createLinearGradient(0, floorY, 0, h);
  floor.addColorStop(0, ui.navy700);
  floor.addColorStop(1, ui.navy950);
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorY, w, h - floorY);
  ctx.save();
  ctx.translate(w / 2, h * 0.9);
  ctx.scale(1, 0.18);
  const pool = ctx.createRadialGradient(0, 0, 0, 0, 0, w * 0.36);
  pool.addColorStop(0, rgba(set.accent, 0.45));
  pool.addColorStop(1, rgba(set.accent, 0));
  ctx.fillStyle = pool;
  ctx.fillRect(-w, -w, w * 2, w * 2);
  ctx.restore();
  const side = Math.min(w, h) * 0.1;
  curtain(ctx, 0, side, h, unit);
  curtain(ctx, w - side, side, h, unit);
}

/** Fills the whole canvas with `id`'s ground; `unit` is the picture's scale (1 at 1080 px). */
export function drawBackdrop(ctx: Ctx, id: BackdropId, w: number, h: number, set: SetLook, family: string) {
  const unit = Math.min(w, h) / 1080;
  ctx.save();
  if (id === 'navy') navy(ctx, w, h, unit);
  else if (id === 'red') sunburst(ctx, w, h);
  else if (id === 'neon') circuit(ctx, w, h, unit);
  else stageSet(ctx, w, h, unit, set, family);
  ctx.restore();
}
