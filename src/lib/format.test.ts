import { expect, it } from 'vitest';
import { formatCount } from './format';

it('formats the three counter targets with separators, prefix and suffix', () => {
  expect(formatCount(1_000_000_000)).toBe('1,000,000,000');
  expect(formatCount(2_000_000, '$')).toBe('$2,000,000');
  expect(formatCount(10_000, '', '+')).toBe('10,000+');
  expect(formatCount(0, '$')).toBe('$0');
});

it('groups and rounds as en-US Intl.NumberFormat does for whole numbers', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  for (const value of [0, 7, 999, 1000, 12_345, 999_999.5, 1_000_001, 123_456_789, 16_666_666.67, 2.5, -1234.5, -0.4]) {
    expect(formatCount(value), String(value)).toBe(intl.format(value));
  }
});
