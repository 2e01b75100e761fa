import { describe, expect, it } from 'vitest';
import { fitText, wrapText, type Measure } from './memeLayout';
import { characters } from './memeText';

/** Every character half as wide as the size: a monospaced stand-in for the canvas. */
const mono: Measure = (text, size) => characters(text).length * size * 0.5;
const options = { maxSize: 100, minSize: 20, lineHeight: 1.1 };

describe('wrapText', () => {
  it('breaks at spaces, as full as each line goes', () => {
    // 10 px a character at 20 px: 100 px holds 10 characters.
    expect(wrapText('no policies no memory no problem', 100, 20, mono)).toEqual(['no', 'policies', 'no memory', 'no problem']);
  });

  it('counts a run of spaces as one', () => {
    expect(wrapText('  one    two  ', 100, 20, mono)).toEqual(['one two']);
  });

  it('breaks a word wider than a line, and a script without spaces, between characters', () => {
    expect(wrapText('supercalifragilistic ok', 100, 20, mono)).toEqual(['supercalif', 'ragilistic', 'ok']);
    expect(wrapText('議会は永遠に休会します', 50, 20, mono)).toEqual(['議会は永遠', 'に休会しま', 'す']);
  });

  it('never splits an emoji', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(wrapText(family.repeat(3), 20, 20, mono)).toEqual([family + family, family]);
  });

  it('has no lines for empty text', () => {
    expect(wrapText('   ', 100, 20, mono)).toEqual([]);
  });
});

describe('fitText', () => {
  const box = { width: 1000, height: 240 };

  it('sets a short caption as large as allowed', () => {
    expect(fitText('VOTE CHIP', box, options, mono)).toEqual({ size: 100, lines: ['VOTE CHIP'], overflow: false });
  });

  it('sets a long caption smaller, at the largest size whose lines fit the box', () => {
    const text = 'the first AI politician that admits it was trained on campaign promises';
    const fit = fitText(text, box, options, mono);
    expect(fit.overflow).toBe(false);
    expect(fit.lines.join(' ')).toBe(text);
    expect(fit.lines.length * fit.size * options.lineHeight).toBeLessThanOrEqual(box.height);
    for (const line of fit.lines) expect(mono(line, fit.size)).toBeLessThanOrEqual(box.width);
    // One pixel larger no longer fits.
    const larger = fitText(text, box, { ...options, minSize: fit.size + 1 }, mono);
    expect(larger.overflow).toBe(true);
  });

  it('fits nothing for an empty caption', () => {
    expect(fitText('', box, options, mono)).toEqual({ size: 100, lines: [], overflow: false });
  });

  it('ends with an ellipsis what does not fit even at the smallest size', () => {
    const fit = fitText('word '.repeat(400), { width: 200, height: 50 }, options, mono);
    expect(fit).toMatchObject({ size: 20, overflow: true });
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]!.endsWith('…')).toBe(true);
    for (const line of fit.lines) expect(mono(line, 20)).toBeLessThanOrEqual(200);
  });
});
