// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDownloadsQuiet } from './downloadsQuiet';

/** A stand-in for the browser's resource timing: `arrive()` reports a file to every observer. */
let observers: Array<() => void> = [];
const arrive = () => observers.forEach((report) => report());
class FakeObserver {
  static supportedEntryTypes = ['resource'];
  constructor(private report: () => void) {}
  observe() {
    observers.push(this.report);
  }
  disconnect() {
    observers = observers.filter((report) => report !== this.report);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The page is loaded in jsdom and has no requestIdleCallback: "idle" is the next timer tick.
describe('afterDownloadsQuiet', () => {
  it('runs once no file has arrived for the quiet time, after load and idle', () => {
    const task = vi.fn();
    afterDownloadsQuiet(task, 2000, 15_000);
    vi.advanceTimersByTime(2000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('waits while files keep arriving', () => {
    const task = vi.fn();
    afterDownloadsQuiet(task, 2000, 15_000);
    vi.advanceTimersByTime(1);
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(1500);
      arrive();
    }
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest time when the page never goes quiet, and only once', () => {
    const task = vi.fn();
    afterDownloadsQuiet(task, 2000, 15_000);
    vi.advanceTimersByTime(1);
    for (let t = 0; t < 20_000; t += 1000) {
      arrive();
      vi.advanceTimersByTime(1000);
    }
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
