import { ui } from './palette.ts';

/** The site's icon, drawn from the palette: the Chancellor's head on a campaign badge. */
const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="${ui.red}" stroke="${ui.neon}" stroke-width="2"/><rect x="9" y="9" width="14" height="13" rx="4" fill="${ui.text}"/><rect x="15" y="4" width="2" height="6" rx="1" fill="${ui.text}"/><rect x="11" y="13" width="10" height="4" rx="2" fill="${ui.navyInk}"/></svg>`;

/**
 * The icon as a `data:` address, written into every page's `<link rel="icon">`: the tab shows it
 * with no request. A file would be fetched just after `load`, on the page's main thread, often
 * while the first frame is still being drawn. Escaped as Vite escapes the pictures it inlines in
 * the stylesheets (single quotes inside; `%`, `#`, `<`, `>` and spaces as escapes), so the page's
 * compression finds the two alike: 132 bytes of gzip where the file's headers alone were 1 KB.
 */
export const faviconDataUri = `data:image/svg+xml,${faviconSvg
  .replaceAll('"', "'")
  .replaceAll('%', '%25')
  .replaceAll('#', '%23')
  .replaceAll('<', '%3c')
  .replaceAll('>', '%3e')
  .replaceAll(/\s+/g, '%20')}`;

/**
 * The home-screen icon (`public/apple-touch-icon.png`, drawn by scripts/touch-icon.mjs): the icon
 * `inset` pixels in from each side of a `size`-pixel square of the page's navy, since a phone
 * draws a transparent corner black and rounds the square itself. 192 is a multiple of 48, the size
 * search results ask for, and above the 180 a phone's home screen uses.
 */
export const touchIcon = { size: 192, inset: 19 } as const;
