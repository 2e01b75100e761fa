import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MarketFrame, type MarketCell } from '../components/MarketFrame';
import { ErrorBoundary } from '../runtime/ErrorBoundary';
import { chain, token } from '../content/token';
import { marketStrip } from '../content/tokenomics';
import {
  formatChange,
  formatPrice,
  formatUsdCompact,
  MARKET_GC_MS,
  MARKET_REFRESH_MS,
  MARKET_RETRIES,
  fetchMarket,
  retryDelay,
  type MarketFigures,
} from '../lib/market';

const missing = (key: MarketCell['key']): MarketCell => ({ key, short: '—', long: marketStrip.notYet });

function cells(f: MarketFigures): MarketCell[] {
  const usd = (key: MarketCell['key'], value: number | null): MarketCell => (value === null ? missing(key) : { key, ...formatUsdCompact(value) });
  const change = f.change24hPct;
  return [
    { key: 'price', short: formatPrice(f.priceUsd) },
    usd('marketCap', f.marketCapUsd),
    change === null ? missing('change') : { key: 'change', short: formatChange(change), tone: change > 0 ? 'up' : change < 0 ? 'down' : undefined },
    usd('liquidity', f.liquidityUsd),
    usd('volume', f.volume24hUsd),
  ];
}

const time = (ms: number) => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function Strip({ endpoint }: { endpoint: string }) {
  const query = useQuery({
    queryKey: ['market', endpoint],
    queryFn: ({ signal }) => fetchMarket(endpoint, { chainId: chain.dexScreenerId, address: token.contractAddress }, signal),
    refetchInterval: MARKET_REFRESH_MS,
    // Never poll a hidden tab: the figures are for someone looking at them.
    refetchIntervalInBackground: false,
  });
  const host = new URL(endpoint).host;

  if (query.data) {
    const read = time(query.dataUpdatedAt);
    const stale = query.isError;
    return (
      <MarketFrame
        state={stale ? 'stale' : 'live'}
        cells={cells(query.data)}
        status={
          stale ? (
            marketStrip.stale(read)
          ) : (
            <>
              {marketStrip.source(host)}, {marketStrip.readAt(read)}. {marketStrip.disclaimer}
            </>
          )
        }
      />
    );
  }
  if (query.isError) return <MarketFrame state="unavailable" status={marketStrip.unavailable} />;
  return <MarketFrame state="loading" status={marketStrip.loading} />;
}

const stripFailed = (error: Error) => console.warn('The market strip failed to render:', error.message);

/**
 * "Market now": live figures from the configured endpoint through TanStack
 * Query, with the market data cache's constants (lib/market). Its own chunk: a site without
 * an endpoint never downloads it.
 */
export default function MarketStrip({ endpoint }: { endpoint: string }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { gcTime: MARKET_GC_MS, retry: MARKET_RETRIES, retryDelay } },
      }),
  );
  // Figures that fail to render leave the strip saying so; the page around it stays.
  return (
    <ErrorBoundary fallback={<MarketFrame state="unavailable" status={marketStrip.unavailable} />} onError={stripFailed}>
      <QueryClientProvider client={client}>
        <Strip endpoint={endpoint} />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
