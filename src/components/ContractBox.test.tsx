// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractBox } from './ContractBox';

const address = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';
const renderBox = (value: string) => render(<ContractBox address={value} />);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContractBox', () => {
  it('says the address comes at launch and disables copying while it is empty', () => {
    renderBox('');
    expect(screen.getByText(/Revealed at launch/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' }).hasAttribute('disabled')).toBe(true);
  });

  it('copies the address and confirms it visibly and to screen readers', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderBox(address);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Contract address copied to the clipboard.');
  });

  it('selects the address and says how to copy it when no clipboard path works', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    document.execCommand = vi.fn().mockReturnValue(false);
    renderBox(address);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(screen.getByRole('status').textContent).toMatch(/Ctrl\+C/);
    expect(String(window.getSelection())).toBe(address);
  });
});
