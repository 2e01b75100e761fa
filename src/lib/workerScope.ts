/** A dedicated worker's own scope, as the little these workers use of it: what it sends and what it is sent. */
interface WorkerScope<In, Out> {
  postMessage(message: Out, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<In>) => void) | null;
}

/**
 * The worker's `self`, typed as the worker it is: the workers outside the scene are type-checked
 * with the page's DOM library (they share code with the page), whose `self` is a window, with a
 * window's postMessage (a target origin) and no worker's messages. Hence the cast, in this one place.
 */
export const workerScope = <In, Out>() => self as unknown as WorkerScope<In, Out>;
