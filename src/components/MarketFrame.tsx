import type { ReactNode } from 'react';
import { marketStrip } from '../content/tokenomics';
import './MarketFrame.css';

export interface MarketCell {
  key: keyof typeof marketStrip.labels;
  /** What the eye reads ($1.2M); null while loading. */
  short: string | null;
  /** What a screen reader hears ($1,234,567), where it differs. */
  long?: string;
  tone?: 'up' | 'down';
}

const ORDER = ['price', 'marketCap', 'change', 'liquidity', 'volume'] as const;

/**
 * The "Market now" strip's frame: five labelled figures and a status line, the
 * same size whether it is loading, live, stale or unavailable, so nothing
 * below it moves when the data arrives.
 */
export function MarketFrame({ cells, status, state }: { cells?: MarketCell[]; status: ReactNode; state: 'loading' | 'live' | 'stale' | 'unavailable' }) {
  const byKey = new Map(cells?.map((c) => [c.key, c]));
  return (
    <section className="market" data-state={state} aria-labelledby="market-title" aria-busy={state === 'loading'}>
      <h3 id="market-title" className="label market__title">
        <span className="market__dot" aria-hidden="true" />
        {marketStrip.heading}
      </h3>
      <dl className="market__figures">
        {ORDER.map((key) => {
          const cell = byKey.get(key);
          return (
            <div key={key} className="market__figure">
              <dt>{marketStrip.labels[key]}</dt>
              <dd data-tone={cell?.tone}>
                {cell?.short ? (
                  cell.long && cell.long !== cell.short ? (
                    <>
                      <span aria-hidden="true">{cell.short}</span>
                      <span className="sr-only">{cell.long}</span>
                    </>
                  ) : (
                    cell.short
                  )
                ) : state === 'loading' ? (
                  <span className="market__skeleton" aria-hidden="true" />
                ) : (
                  <span aria-hidden="true">—</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="market__status" role="status">
        {status}
      </p>
    </section>
  );
}

/** What stands while the strip's chunk loads, and what prerendering shows. */
export function MarketSkeleton() {
  return <MarketFrame state="loading" status={marketStrip.loading} />;
}
