import { describe, expect, it } from 'vitest';
import { isKeepShowOffline, keepPicturesMessage, keepShowOfflineMessage, picturesToKeep } from './offline';

describe('isKeepShowOffline', () => {
  it('knows the show’s request', () => {
    expect(isKeepShowOffline(keepShowOfflineMessage)).toBe(true);
    expect(isKeepShowOffline(structuredClone(keepShowOfflineMessage))).toBe(true);
  });
  it('answers anything else calmly with no', () => {
    for (const data of [null, undefined, 'chipc:keep-show-offline', 42, {}, { type: 'other' }, { type: null }, []]) expect(isKeepShowOffline(data)).toBe(false);
  });
});

describe('the pictures a page asks to keep', () => {
  it('names the site’s posters only, however the page was led to list them', () => {
    const message = keepPicturesMessage(['/posters/hero-band.webp', 'https://elsewhere.example/x.webp', '/posters/../sw.js', '/posters/minister-byte.webp']);
    expect(message.paths).toEqual(['/posters/hero-band.webp', '/posters/minister-byte.webp']);
    expect(picturesToKeep(structuredClone(message))).toEqual(['/posters/hero-band.webp', '/posters/minister-byte.webp']);
  });
  it('checks each path the worker gets, and caps how many', () => {
    expect(picturesToKeep({ type: 'chipc:keep-pictures', paths: ['/posters/a.webp', 42, '/index.html', '/posters/a.webp?x'] })).toEqual(['/posters/a.webp']);
    expect(picturesToKeep({ type: 'chipc:keep-pictures', paths: Array.from({ length: 100 }, (_, i) => `/posters/p${i}.webp`) })).toHaveLength(24);
  });
  it('answers anything else with null', () => {
    for (const data of [null, 'x', {}, { type: 'chipc:keep-pictures' }, { type: 'chipc:keep-pictures', paths: 'x' }, keepShowOfflineMessage]) expect(picturesToKeep(data)).toBeNull();
  });
});
