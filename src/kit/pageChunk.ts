import type { ComponentType } from 'react';

type Status<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export interface PageChunk {
  /** The page's module, as the build's manifest names it: the prerendered page preloads its chunk. */
  source: string;
  /** Starts loading (once) and returns the same promise every time. */
  load(): Promise<ComponentType>;
  /** The promise, tagged with its outcome the way React's `use()` reads it without suspending. */
  promise(): Promise<ComponentType>;
}

/**
 * A route's page, in a chunk of its own. The entry loads the page on show
 * before hydrating, so `use(chunk.promise())` finds it settled and the first
 * render matches the prerendered markup; later navigations suspend briefly.
 */
export function pageChunk(source: string, load: () => Promise<{ default: ComponentType }>): PageChunk {
  let promise: Status<ComponentType> | null = null;
  const start = () => {
    if (promise) return promise;
    const p: Status<ComponentType> = load().then((m) => m.default);
    p.status = 'pending';
    p.then(
      (value) => Object.assign(p, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(p, { status: 'rejected', reason }),
    );
    promise = p;
    return p;
  };
  return { source, load: start, promise: start };
}
