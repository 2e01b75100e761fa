import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAUNCHED_ADDRESS, UNREAD_VARIABLE } from '../../playwright.config';
import { firstLoadScripts, gzipBytes, lazyChunks } from '../../scripts/bundle.mjs';
import { memeShare } from '../../src/content/memeShare';
import { show } from '../../src/content/show';
import { expect, test } from '../fixtures';

const DIST = 'dist';
const KB = 1024;

test('first-load JS stays within 87 KB gzip and carries no three.js', () => {
  const files = firstLoadScripts(DIST);
  expect(files.length).toBeGreaterThan(0);
  const total = files.reduce((sum, f) => sum + gzipBytes(DIST, f), 0);
  // 86.2 KB now: what the first paint waits on for its app may shrink, never grow unnoticed.
  expect(total).toBeLessThanOrEqual(87 * KB);
  for (const f of files) expect(readFileSync(join(DIST, f), 'utf8')).not.toContain('WebGLRenderer');
  // The scene's page side is small and carries no three.js either: that runs in the worker.
  const host = lazyChunks(DIST, 'SceneCanvas');
  expect(host).toHaveLength(1);
  expect(readFileSync(join(DIST, host[0]!), 'utf8')).not.toContain('WebGLRenderer');
});

// The bundler places whole modules: a word module shared by the app's entry and one page puts all
// of that page's words in every page's first load.
test('no page carries the show’s or the meme office’s words in its first load', () => {
  for (const page of ['index.html', 'community/index.html']) {
    const text = firstLoadScripts(DIST, page)
      .map((f) => readFileSync(join(DIST, f), 'utf8'))
      .join('');
    for (const words of [show.console.intro, show.wake['switched-off'], memeShare.status.making]) expect(text.includes(words), `${page}: “${words}”`).toBe(false);
  }
});

test('the scene\'s worker carries three.js within 300 KB gzip', () => {
  const worker = lazyChunks(DIST, 'sceneWorker');
  expect(worker).toHaveLength(1);
  expect(readFileSync(join(DIST, worker[0]!), 'utf8')).toContain('WebGLRenderer');
  expect(gzipBytes(DIST, worker[0]!)).toBeLessThanOrEqual(300 * KB);
});

test('the scene\'s worker carries no code that needs a document (no DOM in a worker)', () => {
  const [worker] = lazyChunks(DIST, 'sceneWorker');
  const code = readFileSync(join(DIST, worker!), 'utf8');
  // The few mentions libraries make, each guarded or never reached in a worker: three's canvas
  // helper (called only when no canvas is given; the worker hands over its OffscreenCanvas),
  // zustand's "is there a DOM" test, postprocessing's timer, which listens for visibility
  // only where a document exists, and three's file loader's answer for a responseType of
  // 'document' (the model's loader is given bytes the worker fetched itself, and asks for none). Anything else (a drei <Html>, a loader reaching for an <img>)
  // would throw in the worker: the scene would never start.
  const known = [
    /document\.createElementNS\(/g,
    /window\.document\)?\?\.createElement/g,
    /typeof document<`u`&&document\.hidden!==void 0&&\(\w+\?document\.addEventListener\(`visibilitychange`,this\):document\.removeEventListener\(`visibilitychange`,this\)/g,
    /handleEvent\(\w+\)\{document\.hidden/g,
    /case`document`:return \w+\.text\(\)\.then\(\w+=>new DOMParser\(\)/g,
  ];
  const rest = known.reduce((text, pattern) => text.replace(pattern, ''), code);
  const around = [...rest.matchAll(/document/g)].map((m) => rest.slice(Math.max(0, m.index - 60), m.index + 60));
  expect(around).toEqual([]);
  expect(code).not.toMatch(/githack|raw\.githubusercontent|cdn\.jsdelivr/); // nothing fetched from a CDN
});

test('first paint of / and /community: the first screen\'s CSS inline, no stylesheet to wait for', () => {
  for (const page of ['index.html', 'community/index.html']) {
    const html = readFileSync(join(DIST, page), 'utf8');
    expect(html, page).toMatch(/<style>[^<]*\.site-header/); // the app's CSS, inline
    expect(html, page).toMatch(/<style>[^<]*\.hero__title|<style>[^<]*\.community/); // and the page's own
    // Only the disabled markers of the inlined CSS, and the later stylesheet for a page without scripting.
    expect(html.replace(/<noscript>.*?<\/noscript>/g, ''), page).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  }
  // The home page's sections below the first screen are styled by a stylesheet of their own.
  const home = readFileSync(join(DIST, 'index.html'), 'utf8');
  expect(home).not.toMatch(/<style>[^<]*\.timeline/);
  expect(home).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/home-later-[\w-]+\.css"><\/noscript>/);
  // Both pages start the same entry, after their first paint: no script is fetched or run before it.
  for (const page of ['index.html', 'community/index.html']) {
    const html = readFileSync(join(DIST, page), 'utf8');
    expect(html, page).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
  }
  expect(firstLoadScripts(DIST, 'community/index.html')[0]).toBe(firstLoadScripts(DIST)[0]);
});

test('only the variables the site reads reach the bundle, never the rest of the build machine\'s', () => {
  const dir = '.e2e/launched/assets';
  const bundle = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
  expect(bundle).toContain(LAUNCHED_ADDRESS); // the build read what it should
  expect(bundle).not.toContain(UNREAD_VARIABLE[1]);
  expect(bundle).not.toContain(UNREAD_VARIABLE[0]);
});
