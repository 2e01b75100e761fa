// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './afterNextFrame';

describe('afterNextFrame', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('draws in a task after the frame, not in the frame', () => {
    const draw = vi.fn();
    afterNextFrame(draw);
    vi.advanceTimersToNextFrame();
    expect(draw).not.toHaveBeenCalled();
    // The timeout set inside the frame is still waiting, as a browser's task would.
    vi.runOnlyPendingTimers();
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('a cancel before the frame or between the frame and the task draws nothing', () => {
    const early = vi.fn();
    afterNextFrame(early)();
    const late = vi.fn();
    const cancel = afterNextFrame(late);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('a burst, each change cancelling the one before, is one drawing of the last', () => {
    const drawn: number[] = [];
    let cancel = () => {};
    for (const key of [1, 2, 3]) {
      cancel();
      cancel = afterNextFrame(() => drawn.push(key));
    }
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(drawn).toEqual([3]);
  });
});
