import { describe, expect, it } from 'vitest';
import { parseContractAddress, parseExternalUrl } from './contract';

const address = '0x1234567890abcdef1234567890ABCDEF12345678';

describe('parseContractAddress', () => {
  it('treats empty or missing as not launched', () => {
    expect(parseContractAddress(undefined)).toBe('');
    expect(parseContractAddress('   ')).toBe('');
  });
  it('accepts a well-formed address and trims it', () => {
    expect(parseContractAddress(` ${address} `)).toBe(address);
  });
  it('rejects anything else loudly', () => {
    expect(() => parseContractAddress('0x123')).toThrow(/40 hexadecimal/);
    expect(() => parseContractAddress(`${address}00`)).toThrow();
    expect(() => parseContractAddress('<script>')).toThrow();
  });
});

describe('parseExternalUrl', () => {
  it('falls back when unset and keeps https links', () => {
    expect(parseExternalUrl('', 'https://a.test/')).toBe('https://a.test/');
    expect(parseExternalUrl('https://t.me/x', 'https://a.test/')).toBe('https://t.me/x');
  });
  it('refuses other schemes, plain http included', () => {
    expect(() => parseExternalUrl('javascript:alert(1)', 'https://a.test/')).toThrow(/https/);
    expect(() => parseExternalUrl('http://t.me/x', 'https://a.test/')).toThrow(/https/);
  });
});
