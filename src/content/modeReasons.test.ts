import { expect, it } from 'vitest';
import { MODE_REASONS } from '../lib/mode';
import { modeReasons } from './modeReasons';

it('every reason for the display mode has its own words for the visitor', () => {
  for (const code of MODE_REASONS) expect(modeReasons[code]).toMatch(/\w/);
  expect(new Set(MODE_REASONS.map((code) => modeReasons[code])).size).toBe(MODE_REASONS.length);
});
