// The first pictures, drawn from the hero posters: an SVG sketch of each of the companion's shapes
// (column, band) small enough to travel inside the home page's document, and one of the show's
// podium inside /stage's, so the Chancellor is on screen with the first paint, before the poster
// itself has arrived.
//   node scripts/first-picture.mjs   (run by `npm run posters`, after them; headless Chromium)
// How: the poster, read on a grid of CELL px, each cell that is fully opaque (so the sketch stays
// inside the poster's own silhouette and never peeks out from behind it) coloured with the nearest
// of a few colours found in the picture (k-means), written as one path of one-cell-high rectangles
// per colour. The SVG keeps the poster's pixel size: the browser measures the sketch as large as
// the poster that replaces it in the same box, so the later paint is not counted as a larger one.
// Two limits size the grid. Chromium counts a picture as a largest paint only above 0.05 bits per
// pixel shown (fewer are taken for a placeholder): the column's SVG must stay above ~2.8 KB to count
// on a wide screen (up to ~480k px shown). And the whole document must fit the first round trip of
// a new connection (e2e/hosting/hosting.spec.ts): the two sketches cost it ~860 B once compressed.
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const root = new URL('../', import.meta.url);
const sizes = JSON.parse(await readFile(new URL('src/content/posters.json', root), 'utf8'));
const CELL = 10;
const COLOURS = 4;

// The band shows the same scene as the column, smaller and further right (scripts/posters.mjs frames
// both from one stage): measured on the two posters' podium and flags, a point of the column
// stands in the band at BAND_SCALE times its place, plus BAND_OFFSET. The band's sketch is the column's
// drawing seen through another window, the same paths, so the second costs the document almost
// nothing once compressed.
const BAND_SCALE = 0.826;
const BAND_OFFSET = [295.5, -201.2];

const browser = await chromium.launch({ executablePath: requireChromium('first-picture'), args: chromiumArgs });
try {
  const page = await browser.newPage();
  const { width, height } = sizes.companion.column;
  const cells = await cellsOf(page, `public${sizes.companion.dir}/hero-column.webp`, width, height);
  const paths = sketch(cells);
  const band = sizes.companion.band;
  const round = (v) => Number(v.toFixed(2));
  const windows = {
    column: [0, 0, width / CELL, height / CELL],
    band: [-BAND_OFFSET[0] / BAND_SCALE / CELL, -BAND_OFFSET[1] / BAND_SCALE / CELL, band.width / BAND_SCALE / CELL, band.height / BAND_SCALE / CELL].map(round),
  };
  for (const [shape, box] of Object.entries(windows)) {
    const size = sizes.companion[shape];
    await write(`src/content/companion-first-${shape}.svg`, size, box, paths, cells.length);
  }
  // The show's Chancellor at his podium (/stage): the poster is opaque (it carries its own
  // backdrop), so the sketch fills the frame, and the poster painted over it covers it whole.
  const hero = sizes.hero;
  const heroCells = await cellsOf(page, `public${hero.file}`, hero.width, hero.height);
  await write('src/content/show-first-podium.svg', hero, [0, 0, hero.width / CELL, hero.height / CELL], sketch(heroCells), heroCells.length);
} finally {
  await browser.close();
}

/** Writes a sketch at the poster's pixel size, its paths seen through `box` (in cells). */
async function write(file, size, box, paths, cells) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${box.join(' ')}">${paths}</svg>\n`;
  await writeFile(new URL(file, root), svg);
  console.log(`first picture: ${file} ${size.width}×${size.height}, ${cells} cells, ${svg.length} B`);
}

/** The poster at `file`, read on a grid of CELL px: each fully opaque cell, with its mean colour. */
function cellsOf(page, file, width, height) {
  return readFile(new URL(file, root)).then((webp) =>
    page.evaluate(
      async ({ b64, width, height, cell }) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/webp' }));
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0, width, height);
        const { data } = ctx.getImageData(0, 0, width, height);
        const out = [];
        for (let y = 0; y + cell <= height; y += cell) {
          for (let x = 0; x + cell <= width; x += cell) {
            let r = 0, g = 0, b = 0, opaque = true;
            for (let j = 0; j < cell; j++) {
              for (let i = 0; i < cell; i++) {
                const k = ((y + j) * width + x + i) * 4;
                if (data[k + 3] < 250) opaque = false;
                r += data[k]; g += data[k + 1]; b += data[k + 2];
              }
            }
            const n = cell * cell;
            if (opaque) out.push([x / cell, y / cell, r / n, g / n, b / n]);
          }
        }
        return out;
      },
      { b64: webp.toString('base64'), width, height, cell: CELL },
    ),
  );
}

/** k-means over the opaque cells' colours, then one path of runs per colour. */
function sketch(cells) {
  const dist = (a, b) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
  // Seeds spread over the cells in the order read: deterministic, so a rerun writes the same file.
  let centres = Array.from({ length: COLOURS }, (_, i) => cells[Math.floor(((i + 0.5) * cells.length) / COLOURS)].slice(2));
  let label = [];
  for (let round = 0; round < 20; round++) {
    label = cells.map((c) => centres.reduce((best, m, i) => (dist(c.slice(2), m) < dist(c.slice(2), centres[best]) ? i : best), 0));
    centres = centres.map((m, i) => {
      const mine = cells.filter((_, k) => label[k] === i);
      if (mine.length === 0) return m;
      return [2, 3, 4].map((ch) => mine.reduce((s, c) => s + c[ch], 0) / mine.length);
    });
  }
  const hex = (m) => `#${m.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  const paths = centres.map((m, i) => {
    const rows = new Map();
    cells.forEach((c, k) => {
      if (label[k] !== i) return;
      if (!rows.has(c[1])) rows.set(c[1], []);
      rows.get(c[1]).push(c[0]);
    });
    // Each run a rectangle one cell high, in cell units, each from the last one's corner: filled,
    // not stroked (the browser lays a stroked path out far more slowly, before the first paint).
    let d = '';
    let at = null;
    for (const [y, xs] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
      xs.sort((a, b) => a - b);
      for (let s = 0; s < xs.length; ) {
        let e = s;
        while (e + 1 < xs.length && xs[e + 1] === xs[e] + 1) e++;
        const w = e - s + 1;
        d += at ? `m${xs[s] - at[0]},${y - at[1]}h${w}v1h-${w}z` : `M${xs[s]},${y}h${w}v1h-${w}z`;
        at = [xs[s], y];
        s = e + 1;
      }
    }
    return d && `<path fill="${hex(m)}" d="${d}"/>`;
  });
  return paths.join('');
}
