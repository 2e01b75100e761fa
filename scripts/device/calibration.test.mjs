import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { CALIBRATION } from '../first-paint.mjs';

// The device's script cannot import the bench's page (it runs in Python, without Node), so it
// carries a copy: the two must stay one page, or the GPU's ratios and the bench's differ.
test('the device script calibrates on the bench’s calibration page, byte for byte', () => {
  const python = readFileSync(new URL('first-paint.py', import.meta.url), 'utf8');
  const copy = /^CAL = b'''([\s\S]*?)'''$/m.exec(python);
  expect(copy?.[1]).toBe(CALIBRATION);
});
