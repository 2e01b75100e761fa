import type { ComponentType } from 'react';
import { pageFile } from './pageFiles';
import { isChunkFailure } from './reloads';

type Attempt = Promise<ComponentType> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
  /** The visit that read it first, and owns its outcome. */
  visit?: number;
};

/** The page shown when the app starts; App counts each later change of address as the next visit. */
export const FIRST_VISIT = 0;

export interface PageChunk {
  /** The page's module, as the build's manifest names it: the prerendered page preloads its chunk. */
  source: string;
  /** Starts loading ahead of a visit (a link pointed at): once, or again if the last attempt failed. */
  load(): Promise<ComponentType>;
  /**
   * What a visit renders, tagged with its outcome the way React's `use()` reads it without
   * suspending: the current attempt, or a new one if none or if it failed for another visit.
   */
  promise(visit: number): Promise<ComponentType>;
}

/**
 * A route's page, in a chunk of its own. The entry loads the page on show
 * before hydrating, so `use(chunk.promise(visit))` finds it settled and the first
 * render matches the prerendered markup; later navigations suspend briefly.
 *
 * A failed attempt is never kept for later: the next `load()`, or the next
 * visit, imports again (a deploy that moved the chunk may have finished, the
 * network may be back). Within one visit it stays: React renders a page again
 * after it suspended, and that render must meet the failure (the error
 * boundary's reload, or its message), not start another import each time.
 *
 * Some browsers keep a failed module for the document and answer every later import() of its
 * address with the same failure, without asking the host again. So once an import has failed, an
 * attempt whose import fails the same way asks for the same file at an address of its own (a
 * query), which those browsers fetch afresh; browsers that do ask again get it at the first try.
 * The first import stays Vite's, which also brings the page's stylesheet.
 */
export function pageChunk(source: string, load: () => Promise<{ default: ComponentType }>, file = () => pageFile(source)): PageChunk {
  let attempt: Attempt | null = null;
  let failures = 0;
  const again = (error: unknown): Promise<{ default: ComponentType }> => {
    const url = file();
    if (!url || !isChunkFailure(error)) throw error;
    return import(/* @vite-ignore */ `${url}?retry=${failures}`) as Promise<{ default: ComponentType }>;
  };
  const imported = () => (failures > 0 ? load().catch(again) : load()).catch((error: unknown) => {
    failures++;
    throw error;
  });
  const start = (visit?: number): Attempt => {
    const p: Attempt = imported().then((m) => m.default);
    Object.assign(p, { status: 'pending', visit });
    // The callbacks return nothing: returning `p` itself would make this derived promise adopt its
    // failure, an unhandled rejection of its own.
    p.then(
      (value) => void Object.assign(p, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(p, { status: 'rejected', reason }),
    );
    attempt = p;
    return p;
  };
  return {
    source,
    load: () => (attempt && attempt.status !== 'rejected' ? attempt : start()),
    promise: (visit) => {
      if (!attempt || (attempt.status === 'rejected' && attempt.visit !== visit)) return start(visit);
      attempt.visit ??= visit;
      return attempt;
    },
  };
}
