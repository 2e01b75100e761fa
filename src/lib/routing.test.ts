import { describe, expect, it } from 'vitest';
import { findRoute } from './routing';

const routes = [
  { id: 'home', path: '/' },
  { id: 'community', path: '/community' },
  { id: 'notFound', path: null },
];

describe('findRoute', () => {
  it.each([
    ['/', 'home'],
    ['/community', 'community'],
    ['/Community', 'notFound'],
    ['/community/extra', 'notFound'],
    ['/index.html', 'notFound'],
    ['', 'notFound'],
    ['/%', 'notFound'],
  ])('%s → %s', (path, id) => expect(findRoute(routes, path).id).toBe(id));

  it('a table without a catch-all is a programming error', () => {
    expect(() => findRoute([{ path: '/' }], '/x')).toThrow(/catch-all/);
  });
});
