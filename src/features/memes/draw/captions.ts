/**
 * A meme's words on its canvas: the classic top and bottom lines (capitals, white, outlined in
 * navy so they read on any ground), or a law's banner in the feed's words, and the satire mark
 * in a corner. Wrapping and fitting are lib/memeLayout's; this only measures and draws.
 */
import { fitText, type Measure } from '../lib/memeLayout';
import { textDirection } from '../lib/memeText';
import { ui } from '../../../theme/palette';
import { rgba, type Ctx } from './backdrops';

/** The picture's proportions, from its size: margins, the mark's band and type sizes all follow. */
function frame(w: number, h: number) {
  const short = Math.min(w, h);
  const margin = short * 0.045;
  return { short, margin, markBand: short * 0.085 };
}

const measurer =
  (ctx: Ctx, family: string, extra: number): Measure =>
  (text, size) => {
    ctx.font = `700 ${size}px ${family}`;
    // The outline adds to each side of the line.
    return ctx.measureText(text).width + size * extra;
  };

const OUTLINE = 0.16;
const CLASSIC = { lineHeight: 1.08 };

function outlined(ctx: Ctx, text: string, x: number, y: number, size: number) {
  ctx.lineWidth = size * OUTLINE;
  ctx.strokeText(text, x, y);
  ctx.fillText(text, x, y);
}

/** Top and bottom lines, each as large as its box lets it be. */
export function drawClassic(ctx: Ctx, w: number, h: number, top: string, bottom: string, family: string) {
  const { short, margin, markBand } = frame(w, h);
  const box = { width: w - margin * 2, height: h * (h > w * 0.75 ? 0.25 : 0.3) };
  const options = { maxSize: short * 0.14, minSize: short * 0.045, ...CLASSIC };
  const measure = measurer(ctx, family, OUTLINE);
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.miterLimit = 2;
  ctx.strokeStyle = ui.navy950;
  ctx.fillStyle = ui.white;
  const place = (text: string, anchor: 'top' | 'bottom') => {
    const fit = fitText(text.toLocaleUpperCase(), box, options, measure);
    const step = fit.size * CLASSIC.lineHeight;
    const first = anchor === 'top' ? margin + step / 2 : h - markBand - fit.lines.length * step + step / 2;
    ctx.font = `700 ${fit.size}px ${family}`;
    // Hebrew and Arabic run right to left: "שלום!" ends with its "!" on the left.
    ctx.direction = textDirection(text);
    fit.lines.forEach((line, i) => outlined(ctx, line, w / 2, first + i * step, fit.size));
  };
  place(top, 'top');
  place(bottom, 'bottom');
  ctx.restore();
}

/** The feed's form: a banner over the foot of the picture, its law number on a red tag. */
export function drawLaw(ctx: Ctx, w: number, h: number, label: string, text: string, family: string) {
  if (text.trim() === '') return;
  const { short, margin, markBand } = frame(w, h);
  const pad = short * 0.032;
  const tagSize = short * 0.05;
  const fit = fitText(
    text,
    { width: w - margin * 2 - pad * 2, height: h * (h > w * 0.75 ? 0.24 : 0.28) },
    { maxSize: short * 0.075, minSize: short * 0.032, lineHeight: 1.15 },
    measurer(ctx, family, 0),
  );
  const step = fit.size * 1.15;
  const tagH = tagSize * 1.35;
  const panelH = pad + tagH + pad * 0.6 + fit.lines.length * step + pad * 0.8;
  const x = margin;
  const y = h - markBand - panelH;
  const panelW = w - margin * 2;
  ctx.save();
  ctx.fillStyle = rgba(ui.navy950, 0.88);
  ctx.beginPath();
  ctx.roundRect(x, y, panelW, panelH, short * 0.02);
  ctx.fill();
  // The site's rule over a heading: red, then neon.
  const rule = short * 0.009;
  ctx.fillStyle = ui.red;
  ctx.fillRect(x + pad, y, panelW / 2 - pad, rule);
  ctx.fillStyle = ui.neon;
  ctx.fillRect(x + panelW / 2, y, panelW / 2 - pad, rule);
  ctx.font = `700 ${tagSize}px ${family}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const tagLabel = label.toLocaleUpperCase();
  const tagW = ctx.measureText(tagLabel).width + tagSize * 0.8;
  ctx.fillStyle = ui.red;
  ctx.beginPath();
  ctx.roundRect(x + pad, y + pad, tagW, tagH, tagH * 0.2);
  ctx.fill();
  ctx.fillStyle = ui.white;
  ctx.fillText(tagLabel, x + pad + tagSize * 0.4, y + pad + tagH / 2);
  ctx.font = `700 ${fit.size}px ${family}`;
  // A law in Hebrew or Arabic reads from the right: its lines keep to the banner's right edge.
  const rtl = textDirection(text) === 'rtl';
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = rtl ? 'right' : 'left';
  const first = y + pad + tagH + pad * 0.6 + step / 2;
  fit.lines.forEach((line, i) => ctx.fillText(line, rtl ? x + panelW - pad : x + pad, first + i * step));
  ctx.restore();
}

/** "$CHIPC · satire", small, in the corner under the words: on every picture. */
export function drawMark(ctx: Ctx, w: number, h: number, mark: string, family: string) {
  const { short, margin, markBand } = frame(w, h);
  const size = short * 0.03;
  ctx.save();
  ctx.font = `700 ${size}px ${family}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const padX = size * 0.6;
  const pillW = ctx.measureText(mark).width + padX * 2;
  const pillH = size * 1.6;
  const x = w - margin - pillW;
  const y = h - (markBand + pillH) / 2;
  ctx.fillStyle = rgba(ui.navy950, 0.75);
  ctx.beginPath();
  ctx.roundRect(x, y, pillW, pillH, pillH / 2);
  ctx.fill();
  ctx.strokeStyle = rgba(ui.neon, 0.6);
  ctx.lineWidth = Math.max(1, short * 0.0025);
  ctx.stroke();
  ctx.fillStyle = ui.white;
  ctx.fillText(mark, x + padX, y + pillH / 2);
  ctx.restore();
}
