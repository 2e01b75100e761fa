import { describe, expect, it } from 'vitest';
import { findRoute, hashTarget } from './routing';

const routes = [
  { id: 'home', path: '/', file: 'index.html' },
  { id: 'community', path: '/community', file: 'community/index.html' },
  { id: 'console', path: '/stage/console', file: 'stage/console/index.html' },
  { id: 'notFound', path: null, file: '404.html' },
];

describe('findRoute', () => {
  it.each([
    ['/', 'home'],
    ['/community', 'community'],
    ['/Community', 'notFound'],
    ['/community/extra', 'notFound'],
    // The prerendered files are the same pages on every host.
    ['/index.html', 'home'],
    ['/community/index.html', 'community'],
    ['/Index.html', 'notFound'],
    ['/404.html', 'notFound'],
    ['', 'notFound'],
    ['/%', 'notFound'],
    // Hosts that give each page its folder's address (GitHub Pages, Cloudflare Pages) add one slash.
    ['/community/', 'community'],
    ['/stage/console/', 'console'],
    ['/community//', 'notFound'],
    ['//', 'notFound'],
    ['/Community/', 'notFound'],
    ['/community/index.html/', 'notFound'],
  ])('%s → %s', (path, id) => expect(findRoute(routes, path).id).toBe(id));

  it('a table without a catch-all is a programming error', () => {
    expect(() => findRoute([{ path: '/' }], '/x')).toThrow(/catch-all/);
  });
});

describe('hashTarget', () => {
  it('decodes a percent-encoded id', () => {
    expect(hashTarget('#meme-laws')).toBe('meme-laws');
    expect(hashTarget('#caf%C3%A9')).toBe('café');
    expect(hashTarget('')).toBe('');
  });

  it('takes malformed encoding as it stands instead of throwing', () => {
    expect(hashTarget('#%')).toBe('%');
    expect(hashTarget('#x?ref=50%off')).toBe('x?ref=50%off');
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
