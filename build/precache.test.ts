import { describe, expect, it } from 'vitest';
import { precacheManifest } from './precache';

const file = (path: string, text = path) => ({ path, bytes: new TextEncoder().encode(text) });

describe('precacheManifest', () => {
  it('lists pages, chunks, styles, fonts, posters and the whitepaper; leaves out the 404 page, share image, host rules and the worker', () => {
    const urls = precacheManifest(
      ['index.html', 'stage/index.html', '404.html', 'assets/index-abc.js', 'assets/style-x.css', 'assets/font.woff2', 'posters/hero.webp', 'chipc-whitepaper.pdf', 'favicon.svg', 'og-image.png', '_headers', 'robots.txt', 'sw.js'].map((p) => file(p)),
    ).map((e) => e.url);
    expect(urls).toEqual(['/assets/font.woff2', '/assets/index-abc.js', '/assets/style-x.css', '/chipc-whitepaper.pdf', '/favicon.svg', '/index.html', '/posters/hero.webp', '/stage/index.html']);
  });
  it('revisions files by content, and trusts the hash in assets/ names', () => {
    const [a] = precacheManifest([file('index.html', 'one')]);
    const [b] = precacheManifest([file('index.html', 'two')]);
    expect(a!.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(a!.revision).not.toBe(b!.revision);
    expect(precacheManifest([file('assets/x-123.js')])[0]!.revision).toBeNull();
  });
});
