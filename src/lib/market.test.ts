import { describe, expect, it } from 'vitest';
import { formatChange, formatPrice, formatUsdCompact, MarketDataError, parseMarket, retryDelay } from './market';

const pair = {
  priceUsd: '0.00001234',
  marketCap: 1_234_567,
  fdv: 1_300_000,
  priceChange: { h24: -4.56 },
  liquidity: { usd: 250_000 },
  volume: { h24: 98_765 },
};

describe('parseMarket', () => {
  it('reads the figures of a DexScreener-style answer, numbers as strings included', () => {
    expect(parseMarket({ pairs: [pair] })).toEqual({
      priceUsd: 0.00001234,
      marketCapUsd: 1_234_567,
      change24hPct: -4.56,
      liquidityUsd: 250_000,
      volume24hUsd: 98_765,
    });
  });
  it('takes the most liquid pair, and the FDV where no market cap is given', () => {
    const thin = { ...pair, priceUsd: '1', liquidity: { usd: 10 } };
    const noCap: Record<string, unknown> = { ...pair };
    delete noCap.marketCap;
    expect(parseMarket({ pairs: [thin, noCap] })).toMatchObject({ priceUsd: 0.00001234, marketCapUsd: 1_300_000 });
  });
  it.each([
    ['no pairs', { pairs: [] }],
    ['not an object', 'nope'],
    ['null', null],
    ['a missing field', { pairs: [{ ...pair, volume: {} }] }],
    ['a non-numeric price', { pairs: [{ ...pair, priceUsd: 'abc' }] }],
    ['an empty price', { pairs: [{ ...pair, priceUsd: '' }] }],
    ['a negative liquidity', { pairs: [{ ...pair, liquidity: { usd: -5 } }] }],
    ['an infinite change', { pairs: [{ ...pair, priceChange: { h24: Infinity } }] }],
  ])('rejects %s whole', (_name, json) => {
    expect(() => parseMarket(json)).toThrow(MarketDataError);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('formats', () => {
  it('gives compact dollars on screen and the full figure for screen readers', () => {
    expect(formatUsdCompact(1_234_567)).toEqual({ short: '$1.2M', long: '$1,234,567' });
    expect(formatUsdCompact(98_765)).toEqual({ short: '$98.8K', long: '$98,765' });
  });
  it('keeps four significant digits of a tiny price', () => {
    expect(formatPrice(0.00001234)).toBe('$0.00001234');
    expect(formatPrice(0.5)).toBe('$0.5');
    expect(formatPrice(12.345)).toBe('$12.35');
    expect(formatPrice(0)).toBe('$0');
  });
  it('signs the 24 h change with a true minus', () => {
    expect(formatChange(12.34)).toBe('+12.3%');
    expect(formatChange(-4.56)).toBe('−4.6%');
    expect(formatChange(0.01)).toBe('0.0%');
  });
});
