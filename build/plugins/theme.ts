import type { Plugin } from 'vite';
import { resolveCustomMedia } from '../../src/theme/breakpoints.ts';
import { faviconDataUri } from '../../src/theme/favicon.ts';
import { cssName, rgbOf, themeCss, ui } from '../../src/theme/palette.ts';

/** `rgb(var(--red-rgb) / 0.35)` → `rgb(216 30 52 / 0.35)`: alpha blends of palette colours, fixed at build like any literal. */
function inlineTriplets(css: string, file: string): string {
  const triplets = new Map(Object.entries(ui).map(([name, hex]) => [`--${cssName(name)}-rgb`, rgbOf(hex).join(' ')]));
  return css.replace(/var\((--[a-z0-9-]+-rgb)\)/g, (whole, name: string) => {
    const triplet = triplets.get(name);
    if (!triplet) throw new Error(`${file}: ${whole} is not a palette colour (src/theme/palette.ts)`);
    return triplet;
  });
}

const THEME_ID = 'virtual:theme.css';
const RESOLVED = `\0${THEME_ID}`;

/**
 * The one palette and the named breakpoints, made CSS: `import 'virtual:theme.css'`
 * gives the `:root` variables, `@media (--phone)` in any stylesheet becomes its
 * query, `rgb(var(--red-rgb) / 0.35)` a literal colour, `%THEME_COLOR%` in
 * index.html the page colour, and `%FAVICON%` the icon drawn from the same colours
 * (as a `data:` address; scripts/touch-icon.mjs draws it as the home-screen PNG).
 */
export function theme(): Plugin {
  return {
    name: 'chipc:theme',
    enforce: 'pre',
    resolveId(id) {
      return id === THEME_ID ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? themeCss() : null;
    },
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || id.includes('node_modules')) return null;
      return { code: inlineTriplets(resolveCustomMedia(code, id), id), map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%THEME_COLOR%', ui.navy900).replaceAll('%FAVICON%', faviconDataUri),
    },
  };
}
