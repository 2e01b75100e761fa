/**
 * The colour under a transparent pixel, made its neighbour's. A video keeps colour and
 * transparency apart, and its colour at a quarter of the size (4:2:0): around the figure's edge,
 * a half-transparent pixel's colour is averaged with the transparent ones beside it, which the
 * canvas reads as black, and the sticker gets a dark fringe. With the nearest visible colour
 * carried into the transparent pixels (across each row, then down each column), the average is
 * of the figure's own colours. The transparency itself is untouched.
 */
export function bleedColour(rgba: Uint8ClampedArray, width: number, height: number): void {
  const seen = new Uint8Array(width * height);
  for (let p = 0; p < seen.length; p++) seen[p] = rgba[p * 4 + 3]! > 0 ? 1 : 0;
  const copy = (to: number, from: number) => {
    rgba[to * 4] = rgba[from * 4]!;
    rgba[to * 4 + 1] = rgba[from * 4 + 1]!;
    rgba[to * 4 + 2] = rgba[from * 4 + 2]!;
  };
  /** Along one line (its pixels' indices), each unseen pixel takes the nearest seen one's colour. */
  const line = (at: (i: number) => number, length: number, mark: Uint8Array) => {
    let last = -1;
    for (let i = 0; i < length; i++) {
      const p = at(i);
      if (seen[p]) last = p;
      else if (last >= 0) {
        copy(p, last);
        mark[p] = 1;
      }
    }
    last = -1;
    for (let i = length - 1; i >= 0; i--) {
      const p = at(i);
      if (seen[p]) last = p;
      else if (last >= 0 && !mark[p]) {
        copy(p, last);
        mark[p] = 1;
      }
    }
  };
  const rowsDone = new Uint8Array(seen.length);
  for (let y = 0; y < height; y++) line((x) => y * width + x, width, rowsDone);
  for (let p = 0; p < seen.length; p++) seen[p] = seen[p]! | rowsDone[p]!;
  const columnsDone = new Uint8Array(seen.length);
  for (let x = 0; x < width; x++) line((y) => y * width + x, height, columnsDone);
}
