import { bootTags } from './boot.ts';

/**
 * One prerendered page: Vite's index.html with the route's title, description
 * and share tags, the first screen's CSS inlined, the policy in a <meta>, the boot that starts
 * the route's scripts after the first paint, and the rendered markup in #root.
 * Pure, so the build and its test share it.
 *
 * Replacer functions throughout: with a string replacement, `$&`, `$'` or `$$`
 * in the copy, the CSS or the markup would be read as patterns and corrupt the
 * page ($CHIPC copy is full of dollar signs).
 */
export interface PageRoute {
  id: string;
  /** The route's address; null for the 404 view, which has none of its own. */
  path: string | null;
  meta: { title: string; description: string; noindex?: boolean };
}

export interface PageParts {
  /** Vite's built index.html. */
  template: string;
  /**
   * The stylesheet link Vite wrote; the page's CSS to put in its place; and the files that CSS
   * came from, named by disabled links (never fetched or applied) so that Vite's loader, which
   * skips a stylesheet the page already links, never appends them again when a chunk loads: a
   * second copy, later in the document, would change which rules win.
   */
  css: { link: string; text: string; files: string[] } | null;
  /**
   * The stylesheet of the sections below the first screen (their chunks' CSS, in one file), or
   * null: the boot loads it after the first paint; without scripting a <noscript> link does.
   */
  later: string | null;
  /** The Content-Security-Policy for the <meta> fallback. */
  metaPolicy: string;
  /** The public https address (VITE_SITE_URL), or '' when unset: share tags then stay relative. */
  site: string;
  /** The scripts the page starts after its first paint: the entry, then what it and the route's page import. */
  scripts: string[];
}

/**
 * The element after the page's markup, which its first paint waits for (`<link rel="expect">`). A
 * document that arrives in parts, or whose parse the browser breaks off to paint, was painted half
 * built: the show's roll call, centred in its row, then moved as its last lines came, and so did a
 * card grid and the header's links on a wide screen. Every page's markup is parsed in the
 * document's first task anyway when it arrives whole (the home page's fits the first round trip),
 * so the wait costs nothing there; where a part is late, the page paints once it is complete. A
 * browser without `rel=expect` paints as before.
 */
export const MARKUP_END = 'chipc-end';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function pageHtml(markup: string, route: PageRoute, parts: PageParts): string {
  const { meta } = route;
  const absolute = (path: string) => new URL(path, parts.site).toString();
  let out = parts.template;
  if (parts.css) {
    const { link, text, files } = parts.css;
    const present = files.map((file) => `<link rel="stylesheet" href="/${escapeAttr(file)}" disabled>`).join('');
    const later = parts.later ? `<noscript><link rel="stylesheet" href="${escapeAttr(parts.later)}"></noscript>` : '';
    out = out.replace(link, () => `<style>${text}</style>${present}${later}`);
  }
  out = out
    .replace(/(<meta charset="[^"]*" \/>)/, (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${escapeAttr(parts.metaPolicy)}" />`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(meta.title)}</title>`)
    .replace(/(<meta (?:name|property)="(?:description|og:description|twitter:description)" content=")[^"]*"/g, (_, open: string) => `${open}${escapeAttr(meta.description)}"`)
    .replace(/(<meta (?:property|name)="(?:og:title|twitter:title)" content=")[^"]*"/g, (_, open: string) => `${open}${escapeAttr(meta.title)}"`)
    .replace(/(<meta (?:property|name)="(?:og:image|twitter:image)" content=")([^"]*)"/g, (whole, open: string, path: string) =>
      parts.site ? `${open}${escapeAttr(absolute(path))}"` : whole,
    )
    // The show's screen is watched by nobody: its boot keeps reloading until the app starts.
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => bootTags({ scripts: parts.scripts, later: parts.later, ...(route.id === 'show' && { keepTrying: true }) }))
    // Vite's preloads of the entry's chunks would fetch them while the page parses: the boot preloads them, after the first paint.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    // The markup names its route: a host that answers another route's file (index.html for every path) is caught by the client.
    .replace('<div id="root"></div>', () => `<div id="root" data-route="${route.id}">${markup}</div><template id="${MARKUP_END}"></template>`)
    // No paint of a page half parsed (below).
    .replace('</head>', () => `  <link rel="expect" href="#${MARKUP_END}" blocking="render">\n  </head>`);
  if (meta.noindex) out = out.replace('</title>', () => '</title>\n    <meta name="robots" content="noindex" />');
  // The page's own address, for the pages that have one (not the 404 view).
  if (parts.site && route.path !== null) {
    const path = route.path;
    out = out.replace('<meta property="og:type"', () => `<meta property="og:url" content="${escapeAttr(absolute(path))}" />\n    <meta property="og:type"`);
  }
  return out;
}
