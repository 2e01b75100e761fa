import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageChunk } from './pageChunk';
import { watchChunkFailures } from './reloads';

const Page: ComponentType = () => null;

/** A chunk whose imports fail while `gone` is true, counting them. */
function chunk() {
  const state = { imports: 0, gone: true };
  const page = pageChunk('src/pages/Page.tsx', () => {
    state.imports++;
    return state.gone ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Page });
  });
  return { page, state };
}
const settle = (p: Promise<unknown>) => p.then(
  () => 'fulfilled',
  () => 'rejected',
);

describe('pageChunk', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('imports once while an attempt is pending or has succeeded', async () => {
    const { page, state } = chunk();
    state.gone = false;
    const first = page.load();
    expect(page.load()).toBe(first);
    expect(page.promise(0)).toBe(first);
    await first;
    expect(page.promise(1)).toBe(first);
    expect(page.load()).toBe(first);
    expect(state.imports).toBe(1);
    expect(first).toMatchObject({ status: 'fulfilled', value: Page });
  });

  it('never keeps a failed attempt for the next load()', async () => {
    const { page, state } = chunk();
    expect(await settle(page.load())).toBe('rejected');
    state.gone = false; // the deploy finished, or the network is back
    const again = page.load();
    expect(await settle(again)).toBe('fulfilled');
    expect(state.imports).toBe(2);
  });

  it('keeps a failure for the visit that met it (its renders see it), and the next visit imports again', async () => {
    const { page, state } = chunk();
    const failed = page.promise(3);
    expect(await settle(failed)).toBe('rejected');
    expect(page.promise(3)).toBe(failed);
    expect(page.promise(3)).toMatchObject({ status: 'rejected' });
    expect(state.imports).toBe(1);
    state.gone = false;
    expect(await settle(page.promise(4))).toBe('fulfilled');
    expect(state.imports).toBe(2);
  });

  it('gives a visit a fresh attempt when one made ahead of it (a link pointed at) failed', async () => {
    const { page, state } = chunk();
    expect(await settle(page.load())).toBe('rejected');
    state.gone = false;
    expect(await settle(page.promise(0))).toBe('fulfilled');
    expect(state.imports).toBe(2);
  });

  it('lets the first visit own an attempt started ahead of it', async () => {
    const { page, state } = chunk();
    const ahead = page.load();
    expect(page.promise(0)).toBe(ahead);
    await settle(ahead);
    expect(page.promise(0)).toBe(ahead); // its render meets the failure, with no new import
    expect(state.imports).toBe(1);
  });

  it('asks again at once for a script that failed, at an address of this document and attempt, which differs the next time', async () => {
    const asked: string[] = [];
    const page = pageChunk(
      'src/pages/Page.tsx',
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => '/assets/Page-abc.js',
      (url) => (asked.push(url), asked.length === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Page })),
    );
    expect(await settle(page.load())).toBe('rejected');
    expect(await settle(page.load())).toBe('fulfilled');
    expect(asked).toHaveLength(2);
    for (const url of asked) expect(url).toMatch(/^\/assets\/Page-abc\.js\?retry=[0-9a-z]+-\d$/);
    expect(asked[0]).not.toBe(asked[1]);
  });

  it('leaves a stylesheet that failed to the reload: the script alone would show the page bare', async () => {
    // As in a page: Vite reports the failure (its wording no browser uses) before the import rejects.
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', { querySelectorAll: () => [] });
    watchChunkFailures();
    const asked: string[] = [];
    const page = pageChunk(
      'src/pages/Page.tsx',
      () => {
        const error = new Error('Unable to preload CSS for /assets/Page-abc.css');
        window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: error }));
        return Promise.reject(error);
      },
      () => '/assets/Page-abc.js',
      (url) => (asked.push(url), Promise.resolve({ default: Page })),
    );
    expect(await settle(page.load())).toBe('rejected');
    expect(asked).toEqual([]);
  });
});
