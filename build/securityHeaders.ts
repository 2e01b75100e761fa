import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootHashes } from './boot.ts';

/**
 * The HTTP security headers of the site, in one place: applied by the local
 * production server (vite preview, so every test sees them) and written into
 * every host's config (build/hosting.ts).
 *
 * Scripts come only from the site itself: nothing calls eval, and the one inline
 * script (the boot, which starts the app after the first paint, and loads the
 * later stylesheet at once for a page opened below its first screen) is allowed
 * by its hash. Styles too, but for the one inlined
 * stylesheet, allowed by its hash (`style-src`); style attributes stay allowed
 * (`style-src-attr`): the prerendered markup carries React's (badge
 * colours, card accents, the progress bar's width).
 */
export interface SecurityOptions {
  /** Extra origins the page may fetch from (the optional market-data endpoint). */
  connectOrigins?: string[];
  /** CSP hashes ('sha256-…') of the inline <style> elements of the pages (one per page). */
  styleHashes?: string[];
  /**
   * Each page's own hashes, by its file in dist/ ('index.html', 'community/index.html', '404.html'):
   * every host's config sends each page a policy naming only its own stylesheet (nginx, Netlify,
   * Cloudflare Pages, Vercel), which keeps five hashes' worth of header out of each page's first round trip.
   */
  pageStyleHashes?: Record<string, string[]>;
  /**
   * Scripts may compile WebAssembly ('wasm-unsafe-eval': compiling a module, never evaluating text).
   * The files' policy allows it, since a worker takes the policy of its own script's response and the
   * scene's worker decodes the Chancellor's meshopt-compressed model with it; a page's does not (no page
   * needs it, and every byte of a page's headers counts against its first round trip).
   */
  wasm?: boolean;
}

/** The CSP source for an inline <style> with this content. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The inline stylesheet of a prerendered page, if it has one. */
export const inlineStyle = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

/** The CSP sources of inline stylesheets (each page inlines its own; none for a missing one), sorted, once each. */
export const styleHashes = (sheets: (string | undefined)[]) =>
  [...new Set(sheets.filter((css): css is string => Boolean(css)).map(styleHash))].sort();

/** Each page's own style hashes in a built folder, by its file (none while it is not built). */
export const builtPageStyleHashes = (dist: string): Record<string, string[]> =>
  existsSync(dist)
    ? Object.fromEntries(
        readdirSync(dist, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html'))
          .map((file) => [file.split('\\').join('/'), styleHashes([inlineStyle(readFileSync(join(dist, file), 'utf8'))])]),
      )
    : {};

/** The style hashes of every page in a built folder (none while it is not built). */
export const builtStyleHashes = (dist: string) =>
  existsSync(dist)
    ? styleHashes(
        readdirSync(dist, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.html'))
          .map((file) => inlineStyle(readFileSync(join(dist, file), 'utf8'))),
      )
    : [];

/** `defaultSrc`: false for a policy that leaves default-src out, where connect-src must then say itself what it allows. */
function directives({ connectOrigins = [], styleHashes = [], wasm = false }: SecurityOptions, defaultSrc = true): string[] {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...bootHashes].join(' '),
    // Style elements and sheets: in style-src, which browsers with the split directives read for
    // style-src-elem (as its fallback) and browsers without them (Safari before 15.4, Firefox before
    // 108) read for everything; without it they fell back to default-src and refused the inlined CSS.
    // One list rather than the same list twice: every byte of the headers counts against the first
    // round trip. (Those browsers refuse the style attributes all the same: beside hashes,
    // 'unsafe-inline' is ignored, so no list here could allow them.)
    ['style-src', "'self'", ...styleHashes].join(' '),
    "style-src-attr 'unsafe-inline'",
    // data: for the first pictures (the companion's, the show's), which come inside the document's
    // CSS; blob: for a clip the meme office made on the device, shown before it is saved (a GIF, or a video).
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    // Fonts, workers, the manifest and (but for a build that reads the market's origin) connections
    // are named nowhere: each falls back to default-src 'self' (workers by way of script-src, whose
    // hashes match no file), the same policy 79 bytes shorter in every response.
    ...(connectOrigins.length || !defaultSrc ? [['connect-src', "'self'", ...connectOrigins].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ];
}

export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  return [...directives(options), "frame-ancestors 'none'"].join('; ');
}

/**
 * The same policy for a `<meta>` in each page, for hosts that send no
 * headers: without frame-ancestors, which browsers ignore (with a console
 * error) when a meta element carries it.
 */
export function metaContentSecurityPolicy(options: SecurityOptions = {}): string {
  return directives(options).join('; ');
}

/**
 * The policy for any path, whatever page or file answers it: every directive but those that name
 * styles (default-src among them, which styles fall back to). A host that joins the policies of
 * every rule matching a path enforces each of them; this one allows every page's stylesheet, so each
 * page's own policy still decides its styles, and an address no rule names (the 404 view's, the one
 * address an attacker chooses) still gets the scripts, frames, objects, base and connections this
 * one names.
 */
export function anyPathPolicy(options: SecurityOptions = {}): string {
  return [...directives({ ...options, wasm: true }, false), "frame-ancestors 'none'"]
    .filter((directive) => !/^(default-src|style-src|style-src-attr) /.test(directive))
    .join('; ');
}

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // Nothing asks for sensors or payments. Full screen and the wake lock (the stage screen's) are
    // this origin's by default, as anything left out is: naming them cost 43 bytes a response.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

