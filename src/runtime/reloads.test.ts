import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GAP_MS } from '../lib/recovery';
import { reloadIfAllowed, scheduleReload } from './reloads';

// Storage blocked (some kiosks, privacy modes): no log survives a reload, so every load looks like
// the first. The limit then holds by the page's own age: a reload only once it has been up for the gap.
describe('the reload limit when sessionStorage throws', () => {
  const reload = vi.fn();
  let uptime = 0;
  beforeEach(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked, removeItem: blocked });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.stubGlobal('window', { location: { reload }, setTimeout, clearTimeout });
    vi.spyOn(performance, 'now').mockImplementation(() => uptime);
    reload.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a page younger than the gap does not reload at once, however often it is asked', () => {
    uptime = 2000;
    expect(reloadIfAllowed('chunk failed')).toBe(false);
    expect(reloadIfAllowed('chunk failed')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page up for the whole gap reloads, without a log and without throwing', () => {
    uptime = RELOAD_GAP_MS;
    expect(reloadIfAllowed('chunk failed')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a scheduled reload waits until the page has been up for the gap', () => {
    uptime = 60_000;
    const { delay } = scheduleReload('show crashed');
    expect(delay).toBe(RELOAD_GAP_MS - 60_000);
    vi.advanceTimersByTime(delay - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
