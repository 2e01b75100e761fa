import type { ComponentType } from 'react';
import { pageFile } from './pageFiles';
import { failedStylesheet, isChunkFailure } from './reloads';

type Attempt = Promise<ComponentType> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
  /** The visit that read it first, and owns its outcome. */
  visit?: number;
};

/** This document, among the tab's: its start and a random part, so its retry addresses are its own. */
const DOCUMENT = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Module = { default: ComponentType };

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
 * A failed script may not be asked for again at all: some browsers keep a failed module for the
 * document and answer every later import() of its address with the same failure, and a host whose
 * rules give every answer under /assets/ a year's caching (a `_headers` rule cannot spare a 404)
 * has the browser keep its 404 for the next documents too, so a
 * reload after the deploy finished would still fail. So when the script itself failed, the same
 * attempt asks for it once more at an address no earlier document used (a query with this
 * document's start and the attempt's number), which reaches the host. A stylesheet that failed is
 * left to the caller's reload: the script alone would show the page bare. The first import stays
 * Vite's, which also brings the page's stylesheet.
 */
export function pageChunk(
  source: string,
  load: () => Promise<Module>,
  file = () => pageFile(source),
  importAt = (url: string) => import(/* @vite-ignore */ url) as Promise<Module>,
): PageChunk {
  let attempt: Attempt | null = null;
  let failures = 0;
  const again = (error: unknown): Promise<Module> => {
    const url = file();
    if (!url || !isChunkFailure(error) || failedStylesheet(error)) throw error;
    return importAt(`${url}?retry=${DOCUMENT}-${failures}`);
  };
  const imported = () =>
    load()
      .catch(again)
      .catch((error: unknown) => {
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
