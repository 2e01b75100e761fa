// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibleTimeout } from './visibleTimeout';

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
