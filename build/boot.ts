import { createHash } from 'node:crypto';
import { minifySync } from 'vite';
import { RELOAD_GAP_MS } from '../src/lib/recovery.ts';

/**
 * How a prerendered page starts its app, in one classic script that the parser runs where it meets
 * it in the head, before the body exists. A module would wait for the end of the parse, and cost
 * the first paint its compile and instantiation (a few milliseconds of the phone's main thread);
 * one script rather than two also leaves one hash in every policy the page is sent with, bytes of
 * the first round trip it has to fit.
 *
 * After its first contentful paint, the page starts its app, so the words are on screen before a
 * single byte of the app's script is fetched or run. The page names its scripts (the entry first,
 * then the chunks it and the route's page need) in a JSON data block; the boot, the same on every
 * page, imports the entry once the document is parsed (a paint can come before that) and preloads
 * the others side by side, one a task: each request costs a phone's main thread a few
 * milliseconds, and all of them in the boot's own task made it one of the long tasks after the
 * first paint. The headline font is asked for at the same moment, so it never delays the first
 * paint; the headlines swap to it (over a metric-matched fallback) once it has arrived. So is the
 * stylesheet of the sections below the first screen, where the page has one: the document then
 * fits the first round trip of a new connection, and nothing but the document is fetched before
 * the words show. It is allowed by its hash, never by 'unsafe-inline'.
 *
 * A page opened in a background tab paints nothing until shown: it starts once parsed. So does a
 * browser without paint timing, and any page that has not painted within three seconds.
 *
 * An entry that fails to arrive (the network dropped it, or a deploy replaced the files this
 * document names) leaves only the prerendered page, with no app behind it. A page that
 * `keepTrying` (the show, on a screen nobody watches) reloads then: at once after a plain visit,
 * and after a reload or a step in history only once the page has been up for five minutes, the
 * app's own reload rule for a tab without storage (src/runtime/reloads.ts), so a fault that survives
 * reloads never loops, whatever else reloaded the page. Any other page stays readable as
 * prerendered.
 *
 * A page with a stylesheet of later sections that opens below its first screen (a link to
 * /#tokenomics, a reload or a step back in history, which restore the scroll) paints those sections
 * first: there that stylesheet blocks the first paint instead, so they never show unstyled, and
 * every section is laid out from the start (html[data-laid-out], which lifts their
 * content-visibility), so the scroll lands on real heights rather than estimates. Only a script
 * run before the body exists can add a stylesheet that blocks the first paint.
 * A reload or a step in history at an address with a #section puts the reader back where they had
 * scrolled to, not at the section: the address loses its #section until the load event, since a
 * browser that reaches the end of the document before it has restored the scroll (this one waits
 * for its stylesheet) jumps to the section named, and sometimes after restoring it.
 *
 * Kept this small because every page carries the boot within its first round trip.
 */
const source = `const { scripts, later, keepTrying } = JSON.parse(document.getElementById('chipc-boot').textContent);
const opened = performance.getEntriesByType('navigation')[0]?.type;
if (later && (opened === 'reload' || opened === 'back_forward') && location.hash) {
  const address = location.href;
  history.replaceState(history.state, '', address.slice(0, address.indexOf('#')));
  addEventListener('load', () => history.replaceState(history.state, '', address), { once: true });
}
if (later && (location.hash.length > 1 || opened === 'reload' || opened === 'back_forward')) {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = later;
  sheet.setAttribute('blocking', 'render');
  document.head.append(sheet);
  document.documentElement.setAttribute('data-laid-out', '');
}
let started = false;
const start = () => {
  if (started) return;
  if (document.readyState === 'loading') {
    addEventListener('DOMContentLoaded', start, { once: true });
    return;
  }
  started = true;
  if (later && !document.querySelector(\`link[href="\${later}"]\`)) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = later;
    document.head.append(sheet);
  }
  import(scripts[0]).catch((error) => {
    console.warn('The app did not start; the page stays as prerendered:', error.message);
    if (keepTrying) setTimeout(() => location.reload(), opened === 'navigate' ? 0 : ${RELOAD_GAP_MS} - performance.now());
  });
  const preload = (i) => {
    if (i >= scripts.length) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = scripts[i];
    document.head.append(link);
    setTimeout(() => preload(i + 1));
  };
  preload(1);
  document.fonts?.load('700 1em Oswald').then(
    (faces) => faces.length > 0 && document.documentElement.setAttribute('data-fonts', 'oswald'),
    () => {},
  );
};
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}`;

/**
 * The script as the page carries it: minified (every byte of the document counts against its first
 * round trip), its names inside a block, so none of them becomes a global.
 */
export const BOOT_SCRIPT = minifySync('boot.js', `{${source}}`, { compress: true, mangle: true }).code.trim();

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The CSP sources that allow the page's inline script and nothing else inline. */
export const bootHashes = [hashOf(BOOT_SCRIPT)];

/**
 * What a page's boot reads: its scripts (the entry first), the stylesheet of the sections below its
 * first screen, if any, and whether it keeps reloading after its entry failed (unwatched screens).
 */
export interface BootData {
  scripts: string[];
  later: string | null;
  keepTrying?: boolean;
}

/** The data block and the boot script that replace Vite's entry <script> in a prerendered page. */
export function bootTags(data: BootData): string {
  return `<script type="application/json" id="chipc-boot">${JSON.stringify(data)}</script>\n    <script>${BOOT_SCRIPT}</script>`;
}
