// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClientValue } from './useClientValue';

const read = vi.fn(() => 'browser');

function Probe({ seen }: { seen: string[] }) {
  const value = useClientValue(read, 'prerendered');
  seen.push(value);
  return <p>{value}</p>;
}

afterEach(() => {
  read.mockClear();
  document.body.innerHTML = '';
});

describe('useClientValue', () => {
  it('hydrates the prerendered value without a mismatch, then shows the browser’s, read once', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('prerendered');
    expect(read).not.toHaveBeenCalled();

    const seen: string[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('prerendered');
    expect(seen.at(-1)).toBe('browser');
    expect(container.textContent).toBe('browser');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('in a client-side render, comes a render later', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    await act(async () => createRoot(container).render(<Probe seen={seen} />));
    expect(seen).toEqual(['prerendered', 'browser']);
    expect(container.textContent).toBe('browser');
  });
});
