// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inTime, TookTooLong, visibleTimeout } from './visibleTimeout';

let hidden = false;
const setHidden = (value: boolean) => {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('visibleTimeout', () => {
  it('fires after the time shown, in one go', () => {
    const done = vi.fn();
    visibleTimeout(10_000, done);
    vi.advanceTimersByTime(9_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not count the time the tab is hidden', () => {
    const done = vi.fn();
    visibleTimeout(10_000, done);
    vi.advanceTimersByTime(4_000);
    setHidden(true);
    vi.advanceTimersByTime(60_000);
    expect(done).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(5_999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('started in a hidden tab, waits for it to be shown', () => {
    hidden = true;
    const done = vi.fn();
    visibleTimeout(1_000, done);
    vi.advanceTimersByTime(5_000);
    expect(done).not.toHaveBeenCalled();
    setHidden(false);
    vi.advanceTimersByTime(1_000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never fires, and stops listening', () => {
    const done = vi.fn();
    const remove = vi.spyOn(document, 'removeEventListener');
    const cancel = visibleTimeout(1_000, done);
    cancel();
    setHidden(true);
    setHidden(false);
    vi.advanceTimersByTime(5_000);
    expect(done).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
  });
});

describe('inTime', () => {
  it('gives the work’s result when it comes in time', async () => {
    const work = inTime(Promise.resolve('file'), 1_000);
    await expect(work).resolves.toBe('file');
  });

  it('fails with TookTooLong once the page was shown for the limit, not counting hidden time', async () => {
    const outcome = inTime(new Promise<never>(() => {}), 10_000).catch((error: unknown) => error);
    vi.advanceTimersByTime(6_000);
    setHidden(true);
    vi.advanceTimersByTime(60_000);
    setHidden(false);
    vi.advanceTimersByTime(3_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await outcome).toBeInstanceOf(TookTooLong);
  });

  it('passes the work’s own failure on, and stops its clock', async () => {
    await expect(inTime(Promise.reject(new Error('no still')), 1_000)).rejects.toThrow('no still');
    expect(vi.getTimerCount()).toBe(0);
  });
});
