import { describe, expect, it } from 'vitest';
import { resolveCustomMedia } from './breakpoints';
import { rgbOf, themeCss, ui } from './palette';

describe('the palette as CSS', () => {
  it('gives every colour a variable, and no triplets (alpha blends are literals by then)', () => {
    const css = themeCss();
    expect(css).toContain('--navy-900: #081231;');
    expect(css).toContain('--red-bright: #ff4257;');
    expect(css).not.toContain('-rgb');
    expect(css.match(/--[a-z0-9-]+: /g)).toHaveLength(Object.keys(ui).length);
  });
  it('reads hex colours', () => {
    expect(rgbOf('#d81e34')).toEqual([216, 30, 52]);
    expect(rgbOf('#ffffff')).toEqual([255, 255, 255]);
  });
});

describe('named breakpoints', () => {
  it('replace their names in media queries only', () => {
    expect(resolveCustomMedia('@media (--phone) { a { color: var(--navy-900); } }')).toBe(
      '@media (max-width: 480px) { a { color: var(--navy-900); } }',
    );
    expect(resolveCustomMedia('@media (--tablet) and (--reduced-motion) {')).toBe(
      '@media (max-width: 900px) and (prefers-reduced-motion: reduce) {',
    );
  });
  it('an unknown name fails the build with its file', () => {
    expect(() => resolveCustomMedia('@media (--watch) {}', 'x.css')).toThrow(/x\.css: unknown breakpoint \(--watch\)/);
  });
});
