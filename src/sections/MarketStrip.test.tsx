// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { marketStrip } from '../content/tokenomics';
import MarketStrip from './MarketStrip';

// The figures of a good answer, whatever the endpoint says; and a price that fails to render, as any
// figure the formatters were not ready for would.
vi.mock('../lib/market', async (original) => ({
  ...(await original<typeof import('../lib/market')>()),
  fetchMarket: async () => ({ priceUsd: 0.5, marketCapUsd: 1, change24hPct: 1, liquidityUsd: 1, volume24hUsd: 1 }),
  formatPrice: () => {
    throw new Error('a figure the strip cannot draw');
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the market strip', () => {
  it('says the market data is unavailable when its figures fail to render, and leaves the page around it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h2>Tokenomics</h2>
        <MarketStrip endpoint="https://market.example/latest/dex/tokens/0x1" />
      </main>,
    );
    expect(await screen.findByText(marketStrip.unavailable)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tokenomics' })).toBeTruthy();
    expect(document.querySelector('section.market')?.getAttribute('data-state')).toBe('unavailable');
    expect(warn).toHaveBeenCalledWith('The market strip failed to render:', 'a figure the strip cannot draw');
    warn.mockRestore();
    error.mockRestore();
  });
});
