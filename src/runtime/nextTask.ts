interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, letting the browser handle input and paint in between, so work split
 * at these points never makes one long task. Not a timer: it runs on time even where timers are
 * throttled (a background tab) or paused.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
