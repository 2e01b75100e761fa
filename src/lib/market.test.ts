import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMarket, formatChange, formatPrice, formatUsdCompact, MARKET_MAX_BYTES, MARKET_TIMEOUT_MS, MarketDataError, parseMarket, readAtMost, retryDelay } from './market';

const ours = { chainId: 'bsc', address: '0x1234567890AbcdEF1234567890aBcdef12345678' };
const pair = {
  chainId: 'bsc',
  baseToken: { address: ours.address.toLowerCase() },
  quoteToken: { address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c' },
  priceUsd: '0.00001234',
  marketCap: 1_234_567,
  fdv: 1_300_000,
  priceChange: { h24: -4.56 },
  liquidity: { usd: 250_000 },
  volume: { h24: 98_765 },
};

describe('parseMarket', () => {
  it('reads the figures of a DexScreener-style answer, numbers as strings included', () => {
    expect(parseMarket({ pairs: [pair] }, ours)).toEqual({
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
    expect(parseMarket({ pairs: [thin, noCap] }, ours)).toMatchObject({ priceUsd: 0.00001234, marketCapUsd: 1_300_000 });
  });
  it.each([
    ['no pairs', { pairs: [] }],
    ['not an object', 'nope'],
    ['null', null],
    ['a missing liquidity', { pairs: [{ ...pair, liquidity: {} }] }],
    ['only pairs of other tokens', { pairs: [{ ...pair, baseToken: { address: '0xdead' } }] }],
    ['a non-numeric price', { pairs: [{ ...pair, priceUsd: 'abc' }] }],
    ['an empty price', { pairs: [{ ...pair, priceUsd: '' }] }],
    ['a negative liquidity', { pairs: [{ ...pair, liquidity: { usd: -5 } }] }],
    ['an infinite change', { pairs: [{ ...pair, priceChange: { h24: Infinity } }] }],
  ])('rejects %s whole', (_name, json) => {
    expect(() => parseMarket(json, ours)).toThrow(MarketDataError);
  });
});

describe('parseMarket keeps to our token', () => {
  const rich = { liquidity: { usd: 9_000_000 }, priceUsd: '600' };
  it('ignores pairs where our token is the quote, and namesakes on other chains, however liquid', () => {
    const quote = { ...pair, ...rich, baseToken: pair.quoteToken, quoteToken: pair.baseToken };
    const elsewhere = { ...pair, ...rich, chainId: 'ethereum' };
    expect(parseMarket({ pairs: [quote, elsewhere, pair] }, ours).priceUsd).toBe(0.00001234);
  });
  it('reads a young pair whose cap, change and volume are null as missing figures, not a broken answer', () => {
    const young = { ...pair, marketCap: null, fdv: null, priceChange: { h24: null }, volume: { h24: null } };
    expect(parseMarket({ pairs: [young] }, ours)).toEqual({
      priceUsd: 0.00001234,
      marketCapUsd: null,
      change24hPct: null,
      liquidityUsd: 250_000,
      volume24hUsd: null,
    });
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
    // Past four leading zeros the zeros are counted, never an exponent.
    expect(formatPrice(1.234e-8)).toBe('$0.0₍₇₎1234');
    expect(formatPrice(3e-12)).toBe('$0.0₍₁₁₎3');
  });
  it.each([
    [0.99994, '$0.9999'],
    // Rounded to four significant digits these are a whole dollar: written as dollars, not as "$1" from the tiny-price path.
    [0.99995, '$1.00'],
    [0.99999, '$1.00'],
    [0.999999, '$1.00'],
    [1, '$1.00'],
    [1e-12, '$0.0₍₁₁₎1'],
    [1e-21, '$0.0₍₂₀₎1'],
    [0, '$0'],
  ])('formats a price of %s as %s', (value, shown) => {
    expect(formatPrice(value)).toBe(shown);
  });
  it.each([-0.5, Number.NaN, Infinity, -Infinity])('answers %s, which is no price, with a dash', (value) => {
    expect(formatPrice(value)).toBe('—');
  });
  it('signs the 24 h change with a true minus', () => {
    expect(formatChange(12.34)).toBe('+12.3%');
    expect(formatChange(-4.56)).toBe('−4.6%');
    expect(formatChange(0.01)).toBe('0.0%');
  });
});

describe('readAtMost', () => {
  /** An answer streamed in chunks, with no Content-Length: `chunks` of bytes, then (if `endless`) 64 KB for ever. */
  function streamed(chunks: Uint8Array[], { endless = false } = {}) {
    const seen = { pulled: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[seen.pulled] ?? (endless ? new Uint8Array(64 * 1024).fill(0x20) : undefined);
        seen.pulled++;
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
      cancel() {
        seen.cancelled = true;
      },
    });
    return { response: new Response(body), seen };
  }
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('reads an answer without a Content-Length, a character split across chunks included', async () => {
    const euro = bytes('€'); // three bytes
    const { response } = streamed([bytes('{"pairs":"'), euro.slice(0, 1), euro.slice(1), bytes('"}')]);
    expect(response.headers.get('content-length')).toBeNull();
    expect(await readAtMost(response)).toBe('{"pairs":"€"}');
  });

  it('reads an answer of exactly the limit', async () => {
    const { response } = streamed([new Uint8Array(MARKET_MAX_BYTES - 1000).fill(0x20), new Uint8Array(1000).fill(0x20)]);
    expect(await readAtMost(response)).toHaveLength(MARKET_MAX_BYTES);
  });

  it('stops reading an endless answer without a Content-Length past the limit, and cancels it', async () => {
    const { response, seen } = streamed([], { endless: true });
    await expect(readAtMost(response)).rejects.toThrow(new MarketDataError('market data: the answer is too large'));
    expect(seen.cancelled).toBe(true);
    // The limit and one chunk at most, not the stream's end (it has none).
    expect(seen.pulled * 64 * 1024).toBeLessThanOrEqual(MARKET_MAX_BYTES + 2 * 64 * 1024);
  });

  it('refuses unread an answer whose Content-Length is over the limit', async () => {
    const { response: streamedAnswer, seen } = streamed([bytes('{}')]);
    const declared = new Response(streamedAnswer.body, { headers: { 'Content-Length': String(MARKET_MAX_BYTES + 1) } });
    await expect(readAtMost(declared)).rejects.toThrow(MarketDataError);
    expect(seen.cancelled).toBe(true);
  });

  it('reads an empty answer as empty text', async () => {
    expect(await readAtMost(new Response(null))).toBe('');
  });
});

describe('fetchMarket without AbortSignal.any (Safari before 17.4, Chrome before 116, Firefox before 124)', () => {
  const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
  /** Requests the stubbed network has seen; each answers once `answer` is called, or fails as fetch does when its signal aborts. */
  let requests: { signal: AbortSignal; answer: () => void }[];
  beforeEach(() => {
    Reflect.deleteProperty(AbortSignal, 'any');
    requests = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const signal = init.signal!;
      return new Promise<Response>((resolve, reject) => {
        const fail = () => reject(signal.reason);
        if (signal.aborted) return fail();
        signal.addEventListener('abort', fail, { once: true });
        requests.push({ signal, answer: () => resolve(new Response(JSON.stringify({ pairs: [pair] }))) });
      });
    });
  });
  afterEach(() => {
    if (any) Object.defineProperty(AbortSignal, 'any', any);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  /** The one request made (fetch is called before fetchMarket first waits). */
  const started = () => {
    expect(requests).toHaveLength(1);
    return requests[0]!;
  };

  it('still gets an answer', async () => {
    const figures = fetchMarket('https://market.example/t', ours, new AbortController().signal);
    started().answer();
    await expect(figures).resolves.toMatchObject({ priceUsd: 0.00001234, liquidityUsd: 250_000 });
  });

  it('gives up when the query is cancelled', async () => {
    const query = new AbortController();
    const figures = fetchMarket('https://market.example/t', ours, query.signal);
    started();
    query.abort(new DOMException('cancelled', 'AbortError'));
    await expect(figures).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up when the request hangs past the timeout', async () => {
    vi.useFakeTimers();
    const figures = fetchMarket('https://market.example/t', ours, new AbortController().signal);
    const outcome = figures.catch((error: unknown) => error);
    started();
    await vi.advanceTimersByTimeAsync(MARKET_TIMEOUT_MS - 1);
    expect(requests[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'TimeoutError' });
  });
});
