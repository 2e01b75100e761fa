import { describe, expect, it } from 'vitest';
import { assertChecksummed, checksumAddress } from './checksum';

// The test vectors of EIP-55 itself.
const VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EIP-55 checksum', () => {
  it('writes the published vectors from any case', () => {
    for (const v of VECTORS) {
      expect(checksumAddress(v.toLowerCase())).toBe(v);
      expect(checksumAddress(`0x${v.slice(2).toUpperCase()}`)).toBe(v);
    }
  });

  it('accepts the checksum form and no address at all', () => {
    for (const v of VECTORS) expect(() => assertChecksummed(v)).not.toThrow();
    expect(() => assertChecksummed('')).not.toThrow();
  });

  it('refuses one mistyped digit, and an address with no checksum, naming the right form', () => {
    const typo = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAee';
    expect(() => assertChecksummed(typo)).toThrow(/not in its EIP-55 checksum form/);
    expect(() => assertChecksummed(VECTORS[0]!.toLowerCase())).toThrow(VECTORS[0]!);
  });
});
