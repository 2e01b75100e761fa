import { expect, it } from 'vitest';
import { formatCount } from './format';

it('formats the three counter targets with separators, prefix and suffix', () => {
  expect(formatCount(1_000_000_000)).toBe('1,000,000,000');
  expect(formatCount(2_000_000, '$')).toBe('$2,000,000');
  expect(formatCount(10_000, '', '+')).toBe('10,000+');
  expect(formatCount(0, '$')).toBe('$0');
});
