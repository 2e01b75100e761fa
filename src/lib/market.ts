/**
 * Live market figures from a DexScreener-compatible token endpoint
 * (`GET …/latest/dex/tokens/<address>` → `{ pairs: [{ priceUsd, marketCap | fdv,
 * priceChange: { h24 }, liquidity: { usd }, volume: { h24 } }] }`), checked
 * before anything reaches the screen: only pairs of our token (its address
 * as the base token, on our chain) count; a malformed figure rejects the
 * answer whole, so no NaN is ever shown. The figures DexScreener leaves
 * null for a young pair (market cap, 24 h change, volume) are null here
 * and shown as a dash.
 */
export interface MarketFigures {
  priceUsd: number;
  marketCapUsd: number | null;
  change24hPct: number | null;
  liquidityUsd: number;
  volume24hUsd: number | null;
}

/** Which token the figures must be for: DexScreener's chain id (`bsc`) and the contract address. */
export interface MarketToken {
  chainId: string;
  address: string;
}

/** How long a request may take before the strip gives up on it (and shows stale or unavailable). */
export const MARKET_TIMEOUT_MS = 8000;
/** The largest answer read: a token endpoint answers in a few kilobytes. */
export const MARKET_MAX_BYTES = 512 * 1024;

/** The market data cache: garbage-collect after 5 minutes, 3 retries, back-off doubling from 1 s, capped at 30 s. */
export const MARKET_GC_MS = 5 * 60_000;
export const MARKET_RETRIES = 3;
export const MARKET_REFRESH_MS = 30_000;
const RETRY_BASE_MS = 1000;
const RETRY_CAP_MS = 30_000;

/** Delay before retry number `attempt` (0 for the first retry): 1 s, 2 s, 4 s, … never above 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt), RETRY_CAP_MS);
}

export class MarketDataError extends Error {
  name = 'MarketDataError';
}

/**
 * The text of an answer, never more than `max` bytes of it: an answer that declares a longer body
 * (Content-Length) is refused unread, and one that declares nothing (a chunked answer, or one
 * compressed on the way) is counted as it streams in and cancelled once past the limit, so a
 * huge or endless answer costs at most that much.
 */
export async function readAtMost(response: Response, max = MARKET_MAX_BYTES): Promise<string> {
  const tooLarge = () => new MarketDataError('market data: the answer is too large');
  if (Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number, given as a number or a numeric string (DexScreener sends prices as strings). */
function num(value: unknown, field: string, { min = -Infinity } = {}): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < min) throw new MarketDataError(`market data: ${field} is missing or not a number`);
  return n;
}

/** Null where the answer leaves a figure out (null or absent); otherwise it must be a number. */
const optional = (value: unknown, field: string, options?: { min?: number }): number | null =>
  value === null || value === undefined ? null : num(value, field, options);

/** Whether a pair trades our token: on our chain, with our address as its base token (any letter case). */
function isOurs(p: Record<string, unknown>, token: MarketToken): boolean {
  const base = isRecord(p.baseToken) ? p.baseToken.address : undefined;
  return p.chainId === token.chainId && typeof base === 'string' && base.toLowerCase() === token.address.toLowerCase();
}

/** The figures of the most liquid pair of our token, or a MarketDataError. */
export function parseMarket(json: unknown, token: MarketToken): MarketFigures {
  if (!isRecord(json) || !Array.isArray(json.pairs) || json.pairs.length === 0) {
    throw new MarketDataError('market data: no trading pairs in the answer');
  }
  // A pair where our token is the quote, or a namesake on another chain, has another token's price.
  const pairs = json.pairs.filter(isRecord).filter((p) => isOurs(p, token));
  const liquidity = (p: Record<string, unknown>) => (isRecord(p.liquidity) && typeof p.liquidity.usd === 'number' ? p.liquidity.usd : -1);
  const pair = pairs.reduce<Record<string, unknown> | undefined>((best, p) => (!best || liquidity(p) > liquidity(best) ? p : best), undefined);
  if (!pair) throw new MarketDataError('market data: no trading pairs in the answer');
  const priceChange = isRecord(pair.priceChange) ? pair.priceChange : {};
  const liq = isRecord(pair.liquidity) ? pair.liquidity : {};
  const volume = isRecord(pair.volume) ? pair.volume : {};
  return {
    priceUsd: num(pair.priceUsd, 'priceUsd', { min: 0 }),
    marketCapUsd: optional(pair.marketCap ?? pair.fdv, 'marketCap', { min: 0 }),
    change24hPct: optional(priceChange.h24, 'priceChange.h24'),
    liquidityUsd: num(liq.usd, 'liquidity.usd', { min: 0 }),
    volume24hUsd: optional(volume.h24, 'volume.h24', { min: 0 }),
  };
}

/**
 * A signal that aborts when `signal` does or once `ms` have passed, whichever comes first, and
 * `release` to drop its timer and listener. Combined by hand: `AbortSignal.any` is missing from
 * Safari before 17.4, Chrome before 116 and Firefox before 124, where calling it would throw.
 */
function abortedByEither(signal: AbortSignal, ms: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('market data: the request timed out', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
}

/** The figures for `token` from `endpoint`, checked; gives up when `signal` aborts or after MARKET_TIMEOUT_MS. */
export async function fetchMarket(endpoint: string, token: MarketToken, signal: AbortSignal): Promise<MarketFigures> {
  // A request that hangs gives up, so the strip says so instead of shimmering for ever; the time
  // counts until the whole answer has been read.
  const request = abortedByEither(signal, MARKET_TIMEOUT_MS);
  try {
    const response = await fetch(endpoint, {
      signal: request.signal,
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) throw new MarketDataError(`market data: HTTP ${response.status}`);
    const text = await readAtMost(response, MARKET_MAX_BYTES);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MarketDataError('market data: the answer is not JSON');
    }
    return parseMarket(json, token);
  } finally {
    request.release();
  }
}

/** An en-US number format made on first use, not when the module loads: a page's first costs about 20 ms of locale set-up. */
function usFormat(options: Intl.NumberFormatOptions) {
  let format: Intl.NumberFormat | undefined;
  return (value: number) => (format ??= new Intl.NumberFormat('en-US', options)).format(value);
}

const compact = usFormat({ style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const full = usFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollars = usFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const small = usFormat({ maximumSignificantDigits: 4, maximumFractionDigits: 20 });

/** `$1.2M` on screen, `$1,234,567` for screen readers. */
export function formatUsdCompact(value: number): { short: string; long: string } {
  return { short: compact(value), long: full(value) };
}

/**
 * Prices of meme tokens are tiny: four significant digits, never rounded
 * to $0.00 and never in exponent notation. Past four leading zeros they
 * are counted, as price sites write them: `$0.0₍₇₎1234` is 0.00000001234.
 * A price just under a dollar that rounds up to one (0.99995) is written
 * in dollars; what is no price at all (negative, NaN, infinite) is a dash.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value) || value < 0) return '—';
  if (value === 0) return '$0';
  const digits = small(value); // "0.00000001234", or "1" for a price that rounds up to a dollar
  const fraction = /^0\.(0*)\d+$/.exec(digits);
  if (value >= 1 || !fraction) return dollars(value);
  const zeros = fraction[1]!.length;
  if (zeros <= 4) return `$${digits}`;
  const sub = String(zeros).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]!);
  return `$0.0₍${sub}₎${digits.slice(2 + zeros)}`;
}

/** `+12.3%`, `−4.5%` (a true minus sign), `0.0%`. */
export function formatChange(pct: number): string {
  const rounded = Math.round(pct * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${Math.abs(rounded).toFixed(1)}%`;
}
