import { createHash } from 'node:crypto';

/**
 * How a prerendered page starts its app: after its first contentful paint, so the words are on
 * screen before a single byte of the app's script is fetched or run. The page names its scripts
 * (the entry first, then the chunks it and the route's page need) in a JSON data block; this
 * inline script, the same on every page, preloads them all side by side and imports the entry.
 * The headline font is asked for at the same moment, so it never delays the first paint; the
 * headlines swap to it (over a metric-matched fallback) once it has arrived.
 * It is allowed by its hash, never by 'unsafe-inline'.
 *
 * A page opened in a background tab paints nothing until shown: it starts at once. So does a
 * browser without paint timing, and any page that has not painted within three seconds.
 */
const source = `const scripts = JSON.parse(document.getElementById('chipc-boot').textContent);
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of scripts.slice(1)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(scripts[0]).catch((error) => console.warn('The app did not start; the page stays as prerendered:', error.message));
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

/** The boot as the page carries it: every line trimmed and joined (each ends a statement or opens a block). */
export const BOOT_SCRIPT = source
  .split('\n')
  .map((line) => line.trim())
  .join('');

/** The CSP source that allows the boot script and nothing else inline. */
export const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64')}'`;

/** The data block and the boot script that replace Vite's entry <script> in a prerendered page. */
export function bootTags(scripts: string[]): string {
  return `<script type="application/json" id="chipc-boot">${JSON.stringify(scripts)}</script>\n    <script type="module">${BOOT_SCRIPT}</script>`;
}
