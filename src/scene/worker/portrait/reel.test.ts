import { afterEach, describe, expect, it, vi } from 'vitest';
import { pulls } from './reel';

afterEach(() => vi.useRealTimers());

describe('pulls', () => {
  it('gives the frames the clip asks for, in order, and null once it wants no more', async () => {
    const { port1, port2 } = new MessageChannel();
    const queue = pulls(port1, () => false);
    port2.postMessage({ want: 0 });
    port2.postMessage({ want: 1 });
    expect(await queue.next()).toBe(0);
    expect(await queue.next()).toBe(1);
    port2.postMessage({ stop: true });
    expect(await queue.next()).toBeNull();
    port1.close();
  });

  it('gives up on a clip that asks for nothing more (its worker ended), so the scene is not held for ever', async () => {
    vi.useFakeTimers();
    const { port1 } = new MessageChannel();
    const queue = pulls(port1, () => false);
    const outcome = queue.next().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(Error);
    port1.close();
  });

  it('ends a wait at once when the page calls the reel off', async () => {
    const { port1 } = new MessageChannel();
    let off = false;
    const queue = pulls(port1, () => off);
    const next = queue.next();
    off = true;
    queue.wake();
    expect(await next).toBeNull();
    port1.close();
  });
});
